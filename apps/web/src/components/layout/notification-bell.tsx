import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Bell } from 'lucide-react';
import { Button } from '../ui/button';
import { useAuthUser } from '../../lib/auth';
import { formatDateTime, relativeAge } from '../../lib/format';
import { markNotificationsRead, useNotifications } from '../../lib/notifications';
import { useDismiss } from '../ui/use-dismiss';

const StyledWrap = styled.div`
  position: relative;
`;

const StyledCount = styled.span`
  margin-left: ${({ theme }) => theme.space.xxs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.dangerSolid};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledPanel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space.sm});
  z-index: 20;
  width: min(360px, 90vw);
  max-height: 420px;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  /* Below the desktop header the bell sits near the screen's edge: the list spans the screen. */
  @media not all and (min-width: ${({ theme }) => theme.breakpoints.xl}) {
    position: fixed;
    top: ${({ theme }) => theme.layout.navHeight};
    left: ${({ theme }) => theme.space.sm};
    right: ${({ theme }) => theme.space.sm};
    width: auto;
    max-height: calc(100vh - ${({ theme }) => theme.layout.navHeight} - 16px);
  }
`;

const StyledItem = styled(Link)<{ $unread: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme, $unread }) => ($unread ? theme.fontWeights.bold : theme.fontWeights.regular)};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  small,
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    white-space: pre-wrap;
  }
  time {
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

/** The bell: unread count, and the list of notifications with links (Escape or a press outside
 * closes it). */
export function NotificationBell() {
  const { user, unreadNotifications, mutate: refreshUser } = useAuthUser();
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useDismiss(wrapRef, open, () => {
    setOpen(false);
    if (wrapRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
  });
  // The count comes with the session; the list is asked for only once the bell is opened.
  const { data, mutate } = useNotifications(user !== null && open);
  if (!user) return null;
  const unread = data?.unread ?? unreadNotifications;

  const handleRead = async (ids?: string[]) => {
    await markNotificationsRead(ids);
    await Promise.all([mutate(), refreshUser()]);
  };

  return (
    <StyledWrap ref={wrapRef}>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="sm"
        // Not in parentheses: the visible count must be part of the name (WCAG 2.5.3).
        aria-label={`Notifications: ${unread} unread`}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <Bell size={18} aria-hidden="true" />
        {unread > 0 && <StyledCount aria-hidden="true">{unread}</StyledCount>}
      </Button>
      {open && (
        <StyledPanel role="region" aria-label="Notifications">
          {(data?.items ?? []).length === 0 && <p>No notifications yet.</p>}
          {unread > 0 && (
            <Button size="sm" variant="secondary" onClick={() => void handleRead()}>
              Mark all read
            </Button>
          )}
          {(data?.items ?? []).map((item) => (
            <StyledItem
              key={item.id}
              to={item.link}
              $unread={!item.read}
              onClick={() => {
                setOpen(false);
                if (!item.read) void handleRead([item.id]);
              }}
            >
              {item.title}
              {item.body && <small>{item.body}</small>}
              <time dateTime={item.createdAt} title={formatDateTime(item.createdAt)}>
                {relativeAge(item.createdAt)}
              </time>
            </StyledItem>
          ))}
        </StyledPanel>
      )}
    </StyledWrap>
  );
}
