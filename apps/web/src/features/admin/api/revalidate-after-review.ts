import { botKeys } from '@/lib/query-keys/bot-keys';
import { categoryKeys } from '@/lib/query-keys/category-keys';
import { statsKeys } from '@/lib/query-keys/stats-keys';
import { submissionKeys } from '@/lib/query-keys/submission-keys';
import { refreshCachedLists } from '@/lib/refresh-cached-lists';

/**
 * Spec section 4: after a review the submissions, bots and stats data are refreshed. The admin
 * screen shows only the staff lists (which carry the Featured flag and feed the queue figures);
 * the rest is dropped, to be read again where it is shown.
 */
export async function revalidateAfterReview(): Promise<void> {
  await refreshCachedLists(
    [submissionKeys.review(), submissionKeys.decided()],
    [botKeys.all, statsKeys.all, submissionKeys.mine(), categoryKeys.all],
  );
}
