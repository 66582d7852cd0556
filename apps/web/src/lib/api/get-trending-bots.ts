import useSWR from 'swr';
import { firstViewOptions } from '@/lib/first-view-answers';
import type { TrendingBotView, TrendingSignal, TrendingWindow } from '@botdir/contracts';
import { apiGet } from '@/lib/api-client';
import { queryString } from '@/lib/query-string';
import { botKeys } from '@/lib/query-keys/bot-keys';

// Invites are the API's default, left out so the path matches the page's inline answer.
const trendingPath = (window: TrendingWindow, limit?: number, by: TrendingSignal = 'invites') =>
  `/api/bots/trending${queryString({ window, by: by === 'invites' ? undefined : by, limit })}`;

export function getTrendingBots(
  window: TrendingWindow,
  limit?: number,
  by: TrendingSignal = 'invites',
): Promise<TrendingBotView[]> {
  return apiGet<TrendingBotView[]>(trendingPath(window, limit, by));
}

/** Bots with the most invite clicks (or votes) in the window, most first. */
export function useTrendingBots(
  window: TrendingWindow,
  limit?: number,
  by: TrendingSignal = 'invites',
) {
  return useSWR<TrendingBotView[]>(
    botKeys.trending(window, limit, by),
    () => getTrendingBots(window, limit, by),
    firstViewOptions(trendingPath(window, limit, by)),
  );
}
