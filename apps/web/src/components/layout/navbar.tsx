import { useState } from 'react';
import styled from 'styled-components';
import { Menu, Plus, Shield } from 'lucide-react';
import { Logo } from './logo';
import { SearchBox } from './search-box';
import { NavLinkItem } from './nav-link-item';
import { NAV_ITEMS } from './nav-items';
import { ThemeToggle } from './theme-toggle';
import { UserArea } from './user-area';
import { NotificationBell } from './notification-bell';
import { MobileMenu } from './mobile-menu';
import { Button, ButtonLink } from '../ui/button';
import { useAuthUser } from '../../lib/auth';
import { paths } from '@botdir/contracts';

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  height: ${({ theme }) => theme.layout.navHeight};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.lg};
`;

const StyledSearch = styled.div`
  flex: 1 1 180px;
  min-width: 160px;
  max-width: 280px;
  margin-left: auto;
`;

/**
 * Shown from the large breakpoint up; below it the menu button takes over. Only the search box
 * gives up room: squeezed, the links wrapped inside their words ("Brows/e") once staff had Admin.
 */
const StyledDesktop = styled.div`
  display: none;
  flex: 1;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  & > :not(${StyledSearch}) {
    flex-shrink: 0;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.xl}) {
    display: flex;
  }
`;

const StyledLinks = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  & > a {
    padding-inline: ${({ theme }) => theme.space.sm};
    white-space: nowrap;
  }
`;

/** Below the large breakpoint: the bell (a notification must reach a phone too) and the menu. */
const StyledMobileEnd = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-left: auto;
  @media (min-width: ${({ theme }) => theme.breakpoints.xl}) {
    display: none;
  }
`;

export function Navbar() {
  const [menuOpen, setMenuOpen] = useState(false);
  // The Admin entry is for staff only: anyone else would meet Access Denied.
  const isStaff = useAuthUser().user?.isStaff ?? false;

  return (
    <StyledHeader>
      <StyledBar>
        <Logo />
        <StyledDesktop>
          <StyledLinks aria-label="Main">
            {NAV_ITEMS.map((item) => (
              <NavLinkItem key={item.to} item={item} />
            ))}
          </StyledLinks>
          <StyledSearch>
            <SearchBox />
          </StyledSearch>
          <ButtonLink to={paths.submit()} size="sm">
            <Plus size={16} aria-hidden="true" />
            Add Bot
          </ButtonLink>
          {isStaff && (
            <ButtonLink to={paths.admin()} size="sm" variant="secondary">
              <Shield size={16} aria-hidden="true" />
              Admin
            </ButtonLink>
          )}
          <ThemeToggle />
          <NotificationBell />
          <UserArea compact />
        </StyledDesktop>
        <StyledMobileEnd>
          <NotificationBell />
          <Button
            variant="ghost"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen(true)}
          >
            <Menu size={22} aria-hidden="true" />
          </Button>
        </StyledMobileEnd>
      </StyledBar>
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </StyledHeader>
  );
}
