import type { TrendingSignal, TrendingWindow } from '@botdir/contracts';
import type { BotView } from '@botdir/contracts';
import { useBots } from '@/lib/api/get-bots';
import { useTrendingBots } from '@/lib/api/get-trending-bots';

/** Spec /trending: with no invite clicks in the window, show bots created in the last 7 days. */
const FALLBACK_DAYS = 7;

export function useTrendingOrRecent(window: TrendingWindow, by: TrendingSignal = 'invites') {
  const trending = useTrendingBots(window, 50, by);
  const needsFallback = trending.data !== undefined && trending.data.length === 0;
  const recent = useBots(needsFallback ? { days: FALLBACK_DAYS, sort: 'newest', limit: 50 } : null);

  const bots: BotView[] | undefined = needsFallback ? recent.data?.items : trending.data;
  return {
    bots,
    isFallback: needsFallback,
    isLoading: trending.isLoading || (needsFallback && recent.isLoading),
    error: trending.error ?? recent.error,
    retry: () => (trending.error ? trending.mutate() : recent.mutate()),
  };
}
