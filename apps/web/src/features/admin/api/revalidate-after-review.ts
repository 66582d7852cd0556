import { STATS_KEY } from '@/lib/stats';
import { CATEGORIES_KEY } from '@/lib/categories';
import { ADMIN_SUBMISSIONS_KEY } from './get-admin-submissions';
import { refreshCachedLists } from '@/lib/refresh-cached-lists';

/** Spec section 4: after a review the submissions, bots and stats data are refreshed. */
export async function revalidateAfterReview(): Promise<void> {
  await refreshCachedLists(
    [ADMIN_SUBMISSIONS_KEY, STATS_KEY, '/api/bots/'],
    ['/api/bots', '/api/user/', CATEGORIES_KEY],
  );
}
