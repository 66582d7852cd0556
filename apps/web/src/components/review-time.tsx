import { NOT_ENOUGH_REVIEW_DATA } from '@botdir/contracts';
import { useReviewTime } from '@/lib/review-stats';

/**
 * "usually reviewed within X" from /api/stats/review (median to p75 over 30 days), or a clear
 * "not enough data" sentence: the success page, the dashboard and the guide say the same.
 */
export function ReviewTime() {
  const time = useReviewTime();
  return <>{time ? `usually reviewed within ${time}` : NOT_ENOUGH_REVIEW_DATA}</>;
}
