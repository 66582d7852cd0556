import { useRef } from 'react';
import styled from 'styled-components';
import { Plus, Shield, X } from 'lucide-react';
import { Logo } from './logo';
import { SearchBox } from './search-box';
import { NavLinkItem } from './nav-link-item';
import { NAV_ITEMS } from './nav-items';
import { ThemeToggle } from './theme-toggle';
import { UserArea } from './user-area';
import { Button, ButtonLink } from '../ui/button';
import { useFocusTrap } from '../ui/use-focus-trap';
import { useAuthUser } from '../../lib/auth';
import { paths } from '@botdir/contracts';

const StyledOverlay = styled.div<{ $open: boolean }>`
  position: fixed;
  inset: 0;
  z-index: 200;
  background: ${({ theme }) => theme.colors.overlay};
  opacity: ${({ $open }) => ($open ? 1 : 0)};
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition:
    opacity 0.2s ease,
    visibility 0.2s ease;
`;

const StyledPanel = styled.div<{ $open: boolean }>`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 201;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  width: min(320px, 88vw);
  padding: ${({ theme }) => theme.space.lg};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  transform: translateX(${({ $open }) => ($open ? '0' : '100%')});
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition:
    transform 0.25s ease,
    visibility 0.25s ease;
`;

const StyledTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const StyledLinks = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const StyledActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

/** Slide-in menu for small screens: the navbar's links; Admin (staff only) reads Admin Panel. */
export function MobileMenu({ open, onClose }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, open, onClose);
  const isStaff = useAuthUser().user?.isStaff ?? false;

  return (
    <>
      <StyledOverlay $open={open} onClick={onClose} aria-hidden="true" />
      <StyledPanel
        id="mobile-menu"
        ref={panelRef}
        $open={open}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        aria-hidden={!open}
      >
        <StyledTop>
          <Logo onClick={onClose} />
          <Button variant="ghost" aria-label="Close menu" onClick={onClose}>
            <X size={22} aria-hidden="true" />
          </Button>
        </StyledTop>
        <SearchBox onSearched={onClose} />
        <StyledLinks aria-label="Mobile">
          {NAV_ITEMS.map((item) => (
            <NavLinkItem key={item.to} item={item} onClick={onClose} />
          ))}
        </StyledLinks>
        <StyledActions>
          <ButtonLink to={paths.submit()} block onClick={onClose}>
            <Plus size={16} aria-hidden="true" />
            Add Bot
          </ButtonLink>
          {isStaff && (
            <ButtonLink to={paths.admin()} variant="secondary" block onClick={onClose}>
              <Shield size={16} aria-hidden="true" />
              Admin Panel
            </ButtonLink>
          )}
          <UserArea block />
          <ThemeToggle />
        </StyledActions>
      </StyledPanel>
    </>
  );
}
