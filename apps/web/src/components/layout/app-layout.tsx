import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import styled from 'styled-components';
import { Navbar } from './navbar';
import { Footer } from './footer';
import { BanBanner } from './ban-banner';
import { Loading } from '../ui/spinner';

const StyledShell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

// At least a screen tall: the footer starts below the fold, so nothing visible moves when the
// page's data arrives.
const StyledContent = styled.div`
  flex: 1;
  min-height: calc(100vh - ${({ theme }) => theme.layout.navHeight});
  display: flex;
  flex-direction: column;
`;

const StyledSkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  top: -100px;
  z-index: 2000;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus {
    top: ${({ theme }) => theme.space.sm};
  }
`;

/**
 * Navbar, the current page (loaded on demand) and footer. The router's scroll restoration opens
 * every new page at the top (a new URL, search included: /submit?submitted=...), brings Back to
 * where the visitor was, and leaves the scroll alone for in-page choices made with
 * `preventScrollReset` (filters, tabs).
 */
export function AppLayout() {
  return (
    <StyledShell>
      <ScrollRestoration />
      <StyledSkipLink href="#content">Skip to content</StyledSkipLink>
      <Navbar />
      <BanBanner />
      <StyledContent id="content">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </StyledContent>
      <Footer />
    </StyledShell>
  );
}
