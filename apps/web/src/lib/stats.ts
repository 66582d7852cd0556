import useSWR from 'swr';
import type { StatsView } from '@botdir/contracts';
import { apiGet } from './api-client';

export const STATS_KEY = '/api/stats';

export function getStats(): Promise<StatsView> {
  return apiGet<StatsView>(STATS_KEY);
}

/** Directory totals (home tiles, admin stat cards). */
export function useStats() {
  return useSWR<StatsView>(STATS_KEY, getStats);
}
