import useSWR from 'swr';
import type { TrendingBotView, TrendingWindow } from '@botdir/contracts';
import { apiGet } from '@/lib/api-client';
import { queryString } from '@/lib/query-string';

export function trendingBotsPath(window: TrendingWindow, limit?: number): string {
  return `/api/bots/trending${queryString({ window, limit })}`;
}

export function getTrendingBots(
  window: TrendingWindow,
  limit?: number,
): Promise<TrendingBotView[]> {
  return apiGet<TrendingBotView[]>(trendingBotsPath(window, limit));
}

/** Bots with the most invite clicks in the window, most first. */
export function useTrendingBots(window: TrendingWindow, limit?: number) {
  return useSWR<TrendingBotView[]>(trendingBotsPath(window, limit), () =>
    getTrendingBots(window, limit),
  );
}
