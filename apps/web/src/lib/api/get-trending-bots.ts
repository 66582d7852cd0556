import useSWR from 'swr';
import { firstViewOptions } from '@/lib/first-view-answers';
import type { TrendingBotView, TrendingWindow } from '@botdir/contracts';
import { apiGet } from '@/lib/api-client';
import { queryString } from '@/lib/query-string';
import { botKeys } from '@/lib/query-keys/bot-keys';

const trendingPath = (window: TrendingWindow, limit?: number) =>
  `/api/bots/trending${queryString({ window, limit })}`;

export function getTrendingBots(
  window: TrendingWindow,
  limit?: number,
): Promise<TrendingBotView[]> {
  return apiGet<TrendingBotView[]>(trendingPath(window, limit));
}

/** Bots with the most invite clicks in the window, most first. */
export function useTrendingBots(window: TrendingWindow, limit?: number) {
  return useSWR<TrendingBotView[]>(
    botKeys.trending(window, limit),
    () => getTrendingBots(window, limit),
    firstViewOptions(trendingPath(window, limit)),
  );
}
