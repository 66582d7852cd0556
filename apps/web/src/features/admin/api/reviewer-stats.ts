import useSWR from 'swr';
import type { ReviewerStatsView } from '@botdir/contracts';
import { apiGet } from '@/lib/api-client';
import { staffKeys } from '@/lib/query-keys/staff-keys';

/** GET /api/admin/reviewer-stats: each reviewer's last 7 and 30 days (Administrators). */
export function useReviewerStats(enabled: boolean) {
  return useSWR<ReviewerStatsView[]>(enabled ? staffKeys.reviewerStats() : null, () =>
    apiGet<ReviewerStatsView[]>('/api/admin/reviewer-stats'),
  );
}
