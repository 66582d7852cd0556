import styled from 'styled-components';
import { Crown, Search, Shield } from 'lucide-react';
import type { StaffRoleView } from '@botdir/contracts';

const ICONS = { crown: Crown, magnifier: Search, shield: Shield } as const;

const StyledBadge = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.warningText};
  }
`;

const StyledTitle = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledDescription = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function StaffRoleBadge({ role }: { role: StaffRoleView }) {
  const Icon = ICONS[role.badge] ?? Shield;
  return (
    <StyledBadge>
      <Icon size={18} aria-hidden="true" />
      <span>
        <StyledTitle>{role.title}</StyledTitle>
        <StyledDescription>{role.description}</StyledDescription>
      </span>
    </StyledBadge>
  );
}
