import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { LogIn, LogOut } from 'lucide-react';
import { Avatar } from '../ui/avatar';
import { Button, ButtonAnchor } from '../ui/button';
import { Skeleton } from '../ui/skeleton';
import { notify } from '../ui/notify';
import { discordAvatarUrl, displayTag, loginHref, logout, useAuthUser } from '../../lib/auth';

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

const LOGIN_ONLY_PAGES = ['/dashboard', '/admin', '/submit'];

/** Login with Discord (a full navigation), or the signed-in user's name with Logout. */
export function UserArea({
  block = false,
  compact = false,
}: {
  block?: boolean;
  compact?: boolean;
}) {
  const { user, isLoading, mutate } = useAuthUser();
  const [isLeaving, setIsLeaving] = useState(false);
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
    setIsLeaving(true);
    try {
      await logout(mutate);
      notify.success('You are logged out');
      // A page that needs a login would only say so now: land on Home instead.
      if (LOGIN_ONLY_PAGES.some((page) => pathname.startsWith(page))) navigate('/');
    } catch {
      notify.error('Logout Failed', 'Please try again.');
    } finally {
      setIsLeaving(false);
    }
  };

  return (
    <StyledUser title={displayTag(user)}>
      <Avatar src={discordAvatarUrl(user)} name={user.username} alt="" size={32} />
      <StyledName title={displayTag(user)} data-compact={compact}>
        {displayTag(user)}
      </StyledName>
      <Button variant="ghost" size="sm" onClick={handleLogout} disabled={isLeaving}>
        <LogOut size={16} aria-hidden="true" />
        Logout
      </Button>
    </StyledUser>
  );
}
