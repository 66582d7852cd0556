import { botKeys } from '@/lib/query-keys/bot-keys';
import { categoryKeys } from '@/lib/query-keys/category-keys';
import { statsKeys } from '@/lib/query-keys/stats-keys';
import { submissionKeys } from '@/lib/query-keys/submission-keys';
import { refreshCachedLists } from '@/lib/refresh-cached-lists';

/**
 * Spec section 4: after a review the submissions, bots and stats data are refreshed. The admin
 * screen shows the submissions, the stats and (Featured toggle) bot details; the rest is dropped.
 */
export async function revalidateAfterReview(): Promise<void> {
  await refreshCachedLists(
    [submissionKeys.review(), statsKeys.all, botKeys.details()],
    [botKeys.all, submissionKeys.mine(), categoryKeys.all],
  );
}
