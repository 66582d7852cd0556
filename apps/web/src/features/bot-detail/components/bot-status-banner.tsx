import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { Clock, XCircle } from 'lucide-react';
import type { BotListingStatus } from '@botdir/contracts';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@botdir/contracts';

const StyledBanner = styled.div<{ $tone: 'warning' | 'danger' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $tone }) => theme.colors[`${$tone}Text`]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;
  svg {
    flex-shrink: 0;
    color: ${({ theme, $tone }) => theme.colors[`${$tone}Text`]};
  }
`;

type Hidden = Exclude<BotListingStatus, 'live'>;

/** Who reads the banner: the bot's owner, or staff looking at someone else's bot. */
export type BannerReader = 'owner' | 'staff';

const OWNER_TEXT: Record<Hidden, string> = {
  pending:
    'This bot is waiting for review and is not public yet. Only you and staff can see this page; invites, votes and ratings open once it is approved.',
  rejected:
    'This bot was not approved and is not public. Only you and staff can see this page; read the review notes and resubmit it from your dashboard.',
  unlisted:
    'Staff unlisted this bot, so it is not public. Only you and staff can see this page; your notifications say why.',
};

const STAFF_TEXT: Record<Hidden, string> = {
  pending: 'Staff view: this bot is waiting for review and is not public yet.',
  rejected: 'Staff view: this bot was not approved and is not public.',
  unlisted:
    'Staff view: this bot is unlisted, so it is not public. Its owner was notified with the reason; relist it with the staff tools below.',
};

const STAFF_LINK: Record<Hidden, { label: string; query: string }> = {
  pending: { label: 'Review queue', query: '' },
  rejected: { label: 'Rejected submissions', query: '?tab=all&status=rejected' },
  unlisted: { label: 'Unlisted submissions', query: '?tab=all&status=unlisted' },
};

/** Says, on the page of a bot that is not public, where it stands and who sees it. */
export function BotStatusBanner({
  status,
  reader,
}: {
  status: BotListingStatus;
  reader: BannerReader;
}) {
  if (status === 'live') return null;
  const Icon = status === 'pending' ? Clock : XCircle;
  const link =
    reader === 'staff'
      ? { to: `${paths.admin()}${STAFF_LINK[status].query}`, label: STAFF_LINK[status].label }
      : { to: paths.dashboard({ tab: 'submissions' }), label: 'Your submissions' };
  return (
    <StyledBanner
      role="status"
      data-testid="bot-status-banner"
      $tone={status === 'pending' ? 'warning' : 'danger'}
    >
      <Icon size={18} aria-hidden="true" />
      <StatusBadge status={status} />
      <span>{(reader === 'staff' ? STAFF_TEXT : OWNER_TEXT)[status]}</span>
      <Link to={link.to}>{link.label}</Link>
    </StyledBanner>
  );
}
