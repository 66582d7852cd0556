import useSWR from 'swr';
import type { BanRecord } from '@botdir/contracts';
import { apiGet, apiSend } from '@/lib/api-client';
import { banKeys } from '@/lib/query-keys/ban-keys';
import { refreshCachedLists } from '@/lib/refresh-cached-lists';

export interface BanPage {
  page: number;
  pageSize: number;
  items: BanRecord[];
}

/** GET /api/admin/bans?page=: users with a ban, the most recently banned first (Administrators). */
export function useBans(enabled: boolean, page = 1) {
  return useSWR<BanPage>(enabled ? banKeys.page(page) : null, () =>
    apiGet<BanPage>(`/api/admin/bans?page=${page}`),
  );
}

/** POST /api/admin/bans: `until` is an ISO time, or null for a ban without end. */
export async function banUser(userId: string, reason: string, until: string | null) {
  await apiSend('POST', '/api/admin/bans', { userId, reason, until });
  await refreshCachedLists([banKeys.all], []);
}

/** DELETE /api/admin/bans/:userId. */
export async function unbanUser(userId: string) {
  await apiSend('DELETE', `/api/admin/bans/${encodeURIComponent(userId)}`);
  await refreshCachedLists([banKeys.all], []);
}
