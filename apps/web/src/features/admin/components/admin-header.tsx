import styled from 'styled-components';
import { ShieldCheck } from 'lucide-react';
import type { AuthUser } from '@botdir/contracts';
import { PageHeader, PageSubtitle, PageTitle } from '@/components/ui/page';
import { displayTag } from '@/lib/auth';
import { StaffRoleBadge } from './staff-role-badge';

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledIdentity = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
`;

const StyledRoles = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledTag = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const MAX_ROLE_BADGES = 3;

export function AdminHeader({ user }: { user: AuthUser }) {
  return (
    <PageHeader>
      <StyledRow>
        <div>
          <PageTitle>
            <ShieldCheck size={32} aria-hidden="true" />
            Admin Dashboard
          </PageTitle>
          <PageSubtitle>Manage bot submissions and platform content</PageSubtitle>
        </div>
        <StyledIdentity>
          <StyledRoles aria-label="Your staff roles">
            {user.staffRoles.slice(0, MAX_ROLE_BADGES).map((role) => (
              <StaffRoleBadge key={role.id} role={role} />
            ))}
          </StyledRoles>
          <StyledTag>{displayTag(user)}</StyledTag>
        </StyledIdentity>
      </StyledRow>
    </PageHeader>
  );
}
