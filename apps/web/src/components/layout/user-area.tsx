import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@botdir/contracts';
import { LogIn, LogOut } from 'lucide-react';
import { Avatar } from '../ui/avatar';
import { Button, ButtonAnchor } from '../ui/button';
import { Skeleton } from '../ui/skeleton';
import { discordAvatarUrl, displayTag, loginHref, logout, useAuthUser } from '../../lib/auth';
import { useAction } from '../../lib/use-action';

const StyledUser = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const StyledName = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  max-width: 160px;
  /* The navbar (its width capped at every screen size) shows the avatar alone: a cut name helps
     no one; the name stays for screen readers and as the tooltip, and in full in the menu. */
  &[data-compact='true'] {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
  }
`;

const LOGIN_ONLY_PAGES = [paths.dashboard(), paths.admin(), paths.submit()];

/** Login with Discord (a full navigation), or the signed-in user's name with Logout. */
export function UserArea({
  block = false,
  compact = false,
}: {
  block?: boolean;
  compact?: boolean;
}) {
  const { user, isLoading, mutate } = useAuthUser();
  const { isPending, run } = useAction();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  if (isLoading) return <Skeleton $width="120px" $height="32px" aria-hidden="true" />;

  if (!user) {
    return (
      <ButtonAnchor href={loginHref} size="sm" block={block}>
        <LogIn size={16} aria-hidden="true" />
        Login with Discord
      </ButtonAnchor>
    );
  }

  const handleLogout = async () => {
    const left = await run(() => logout(mutate), {
      success: 'You are logged out',
      failure: 'Logout Failed',
      fallback: 'Please try again.',
    });
    // A page that needs a login would only say so now: land on Home instead.
    if (left && LOGIN_ONLY_PAGES.some((page) => pathname.startsWith(page))) navigate(paths.home());
  };

  return (
    <StyledUser title={displayTag(user)}>
      <Avatar src={discordAvatarUrl(user)} name={user.username} alt="" size={32} />
      <StyledName title={displayTag(user)} data-compact={compact}>
        {displayTag(user)}
      </StyledName>
      <Button variant="ghost" size="sm" onClick={handleLogout} disabled={isPending}>
        <LogOut size={16} aria-hidden="true" />
        Logout
      </Button>
    </StyledUser>
  );
}
