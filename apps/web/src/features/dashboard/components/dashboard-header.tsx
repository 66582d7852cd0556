import styled from 'styled-components';
import { Plus, User } from 'lucide-react';
import type { AuthUser } from '@botdir/contracts';
import { ButtonLink } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page';
import { discordAvatarUrl, displayTag } from '@/lib/auth';
import { paths } from '@botdir/contracts';

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.xxl};
`;

const StyledIdentity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const StyledPortrait = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const StyledSubtitle = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** The avatar comes from Discord's image network, or a person icon without one. */
export function DashboardHeader({ user }: { user: AuthUser }) {
  const avatarUrl = discordAvatarUrl(user);

  return (
    <StyledHeader>
      <StyledIdentity>
        <StyledPortrait>
          {avatarUrl ? (
            <img src={avatarUrl} alt="" referrerPolicy="no-referrer" />
          ) : (
            <User size={32} aria-hidden="true" />
          )}
        </StyledPortrait>
        <div>
          <PageTitle>Welcome back, {displayTag(user)}</PageTitle>
          <StyledSubtitle>Manage your bots and submissions</StyledSubtitle>
        </div>
      </StyledIdentity>
      <ButtonLink to={paths.submit()} size="lg">
        <Plus size={18} aria-hidden="true" />
        Submit New Bot
      </ButtonLink>
    </StyledHeader>
  );
}
