import useSWR from 'swr';
import type { FlaggedReviewView } from '@botdir/contracts';
import { apiGet, apiSend } from '@/lib/api-client';
import { reviewKeys } from '@/lib/query-keys/review-keys';

/** GET /api/admin/reviews/flagged: flagged reviews not yet hidden (staff only). */
export function useFlaggedReviews(enabled: boolean) {
  return useSWR<FlaggedReviewView[]>(enabled ? reviewKeys.flagged() : null, () =>
    apiGet<FlaggedReviewView[]>('/api/admin/reviews/flagged'),
  );
}

/** POST /api/admin/reviews/:id/hide: off the bot page and the rating; the author is told why. */
export async function hideReview(reviewId: string, reason: string): Promise<void> {
  await apiSend('POST', `/api/admin/reviews/${encodeURIComponent(reviewId)}/hide`, { reason });
}
