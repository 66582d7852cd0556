import useSWR from 'swr';
import { reviewTimeText, type ReviewStatsView } from '@botdir/contracts';
import { apiGet } from '@/lib/api-client';
import { statsKeys } from '@/lib/query-keys/stats-keys';

export const getReviewStats = () => apiGet<ReviewStatsView>('/api/stats/review');

/** GET /api/stats/review: the one review-time figure every page quotes. */
export function useReviewStats() {
  return useSWR<ReviewStatsView>(statsKeys.review(), getReviewStats);
}

/** "6–11 hours", or null when there is not enough data (or it has not loaded). */
export function useReviewTime(): string | null {
  const { data } = useReviewStats();
  return data ? reviewTimeText(data) : null;
}
