import { botKeys, categoryKeys, statsKeys, submissionKeys } from '@/lib/query-keys';
import { refreshCachedLists } from '@/lib/refresh-cached-lists';

/** After any owner write: the dashboard's two lists, and every other list the bot appears in. */
export async function revalidateUserData(): Promise<void> {
  await refreshCachedLists(
    [botKeys.mine(), submissionKeys.mine()],
    [botKeys.all, submissionKeys.review(), statsKeys.all, categoryKeys.all],
  );
}
