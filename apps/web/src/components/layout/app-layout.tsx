import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Navbar } from './navbar';
import { Footer } from './footer';
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

/** Navbar, the current page (loaded on demand) and footer; scrolls to the top on navigation. */
export function AppLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <StyledShell>
      <StyledSkipLink href="#content">Skip to content</StyledSkipLink>
      <Navbar />
      <StyledContent id="content">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </StyledContent>
      <Footer />
    </StyledShell>
  );
}
