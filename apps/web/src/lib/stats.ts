import useSWR from 'swr';
import { firstViewOptions } from './first-view-answers';
import type { StatsView } from '@botdir/contracts';
import { apiGet } from './api-client';
import { statsKeys } from './query-keys/stats-keys';

export function getStats(): Promise<StatsView> {
  return apiGet<StatsView>('/api/stats');
}

/** Directory totals (home tiles, admin stat cards). */
export function useStats() {
  return useSWR<StatsView>(statsKeys.all, getStats, firstViewOptions('/api/stats'));
}
