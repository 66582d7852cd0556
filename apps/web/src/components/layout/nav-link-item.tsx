import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import type { NavItem } from './nav-items';
import { tapTarget } from '../ui/tap-target';

const StyledNavLink = styled(NavLink)<{ $highlight: boolean }>`
  display: flex;
  align-items: center;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  ${tapTarget}
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &.active {
    color: ${({ theme, $highlight }) => ($highlight ? theme.colors.text : theme.colors.textMuted)};
    background: ${({ theme, $highlight }) => ($highlight ? theme.colors.surfaceHover : 'transparent')};
  }
`;

export function NavLinkItem({ item, onClick }: { item: NavItem; onClick?: () => void }) {
  return (
    <StyledNavLink to={item.to} $highlight={item.highlightActive} onClick={onClick}>
      {item.label}
    </StyledNavLink>
  );
}
