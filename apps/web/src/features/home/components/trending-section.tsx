import styled from 'styled-components';
import { TrendingUp } from 'lucide-react';
import type { TrendingWindow } from '@botdir/contracts';
import { Skeleton } from '@/components/ui/skeleton';
import { useTrendingBots } from '@/lib/api/get-trending-bots';
import { PageSection } from '@/components/ui/page-section';
import { LoadError } from '@/components/ui/load-error';
import { BotCardRow } from '@/components/bots/bot-card-row';
import { TrendingBadge } from './trending-badge';
import { TRENDING_WINDOWS, TrendingWindowPicker } from '@/components/bots/trending-window-picker';
import { useUrlChoice } from '@/lib/use-url-choice';
import { NoTrendingBots } from '@/components/bots/no-trending-bots';

const HOME_TRENDING_COUNT = 5;

const StyledList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A row's height: its buttons sit on a line of their own below the md breakpoint. */
const StyledRowSkeleton = styled(Skeleton)`
  height: 146px;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    height: 82px;
  }
`;

const WINDOW_TITLES: Record<TrendingWindow, string> = {
  week: 'Trending This Week',
  month: 'Trending This Month',
  all: 'Trending of All Time',
};

export function TrendingSection() {
  const [window, setWindow] = useUrlChoice<TrendingWindow>('window', TRENDING_WINDOWS);
  const { data, error, isLoading, mutate } = useTrendingBots(window, HOME_TRENDING_COUNT);
  const bots = data?.slice(0, HOME_TRENDING_COUNT);

  return (
    <PageSection
      title={WINDOW_TITLES[window]}
      icon={<TrendingUp size={22} aria-hidden="true" />}
      intro="The bots servers are inviting the most right now"
      actions={<TrendingWindowPicker value={window} onChange={setWindow} />}
    >
      {isLoading && !bots ? (
        <StyledList aria-busy="true" aria-label="Loading trending bots">
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index}>
              <StyledRowSkeleton />
            </li>
          ))}
        </StyledList>
      ) : error && !bots ? (
        <LoadError error={error} onRetry={() => mutate()} what="trending bots" />
      ) : !bots || bots.length === 0 ? (
        <NoTrendingBots />
      ) : (
        <StyledList>
          {bots.map((bot, index) => (
            <BotCardRow
              key={bot.id}
              bot={bot}
              rank={index + 1}
              badges={<TrendingBadge rank={index + 1} />}
            />
          ))}
        </StyledList>
      )}
    </PageSection>
  );
}
