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

const TEXT: Record<Exclude<BotListingStatus, 'live'>, string> = {
  pending:
    'This bot is waiting for review and is not public yet. Only you and staff can see this page; invites, votes and ratings open once it is approved.',
  rejected:
    'This bot was not approved and is not public. Only you and staff can see this page; read the review notes and resubmit it from your dashboard.',
  unlisted:
    'Staff unlisted this bot after a report, so it is not public. Only you and staff can see this page; your notifications say why.',
};

/** Says, on the page of a bot that is not public, where it stands and who sees it. */
export function BotStatusBanner({ status }: { status: BotListingStatus }) {
  if (status === 'live') return null;
  const Icon = status === 'pending' ? Clock : XCircle;
  return (
    <StyledBanner
      role="status"
      data-testid="bot-status-banner"
      $tone={status === 'pending' ? 'warning' : 'danger'}
    >
      <Icon size={18} aria-hidden="true" />
      <StatusBadge status={status} />
      <span>{TEXT[status]}</span>
      <Link to={paths.dashboard({ tab: 'submissions' })}>Your submissions</Link>
    </StyledBanner>
  );
}
