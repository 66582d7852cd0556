import styled from 'styled-components';
import { ChevronsUp, Server } from 'lucide-react';
import { isStatsStale, votesThisMonth, type BotView } from '@botdir/contracts';
import { abbreviateCount, relativeAge } from '@/lib/format';

const StyledFact = styled.span<{ $stale?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme, $stale }) => ($stale ? theme.colors.warning : 'inherit')};
`;

type Reach = Pick<
  BotView,
  'serverCount' | 'statsUpdatedAt' | 'voteCount' | 'monthlyVoteCount' | 'votesMonth'
>;

/** "1.2K servers · updated 3 hours ago" (stale after 7 days); nothing before the first post. */
export function ServerCountLabel({ bot, now = new Date() }: { bot: Reach; now?: Date }) {
  if (bot.statsUpdatedAt === null) return null;
  const stale = isStatsStale(bot, now);
  const age = relativeAge(bot.statsUpdatedAt, now.getTime());
  return (
    <StyledFact $stale={stale} title={stale ? 'Not updated for over 7 days' : undefined}>
      <Server size={14} aria-hidden="true" />
      {abbreviateCount(bot.serverCount)} servers ·{' '}
      {stale ? `stale, updated ${age}` : `updated ${age}`}
    </StyledFact>
  );
}

/** "5 votes this month · 120 all time", "120 votes of all time"; nothing before the first vote. */
export function VoteCountLabel({ bot, now = new Date() }: { bot: Reach; now?: Date }) {
  if (bot.voteCount === 0) return null;
  const month = votesThisMonth(bot, now);
  const total = `${abbreviateCount(bot.voteCount)} ${bot.voteCount === 1 ? 'vote' : 'votes'}`;
  return (
    <StyledFact>
      <ChevronsUp size={14} aria-hidden="true" />
      {month > 0
        ? `${abbreviateCount(month)} ${month === 1 ? 'vote' : 'votes'} this month · ${abbreviateCount(bot.voteCount)} all time`
        : `${total} of all time`}
    </StyledFact>
  );
}
