import { botKeys } from '@/lib/query-keys/bot-keys';
import { categoryKeys } from '@/lib/query-keys/category-keys';
import { statsKeys } from '@/lib/query-keys/stats-keys';
import { submissionKeys } from '@/lib/query-keys/submission-keys';
import { refreshCachedLists } from '@/lib/refresh-cached-lists';

/** After any owner write: the dashboard's two lists, and every other list the bot appears in. */
export async function revalidateUserData(): Promise<void> {
  await refreshCachedLists(
    [botKeys.mine(), submissionKeys.mine()],
    [botKeys.all, submissionKeys.review(), statsKeys.all, categoryKeys.all],
  );
}
