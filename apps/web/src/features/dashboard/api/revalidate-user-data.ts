import { STATS_KEY } from '@/lib/stats';
import { CATEGORIES_KEY } from '@/lib/categories';
import { USER_BOTS_KEY } from './get-user-bots';
import { USER_SUBMISSIONS_KEY } from './get-user-submissions';
import { refreshCachedLists } from '@/lib/refresh-cached-lists';

/** After any owner write: the dashboard's two lists, and every other list the bot appears in. */
export async function revalidateUserData(): Promise<void> {
  await refreshCachedLists(
    [USER_BOTS_KEY, USER_SUBMISSIONS_KEY],
    ['/api/bots', '/api/admin/submissions', STATS_KEY, CATEGORIES_KEY],
  );
}
