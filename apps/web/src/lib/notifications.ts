import useSWR from 'swr';
import type { NotificationsAnswer } from '@botdir/contracts';
import { apiGet, apiSend } from '@/lib/api-client';
import { notificationKeys } from '@/lib/query-keys/notification-keys';

/** The signed-in user's notifications, while the bell's list is open (polled meanwhile). */
export function useNotifications(enabled: boolean) {
  return useSWR<NotificationsAnswer>(
    enabled ? notificationKeys.list() : null,
    () => apiGet<NotificationsAnswer>('/api/user/notifications'),
    { refreshInterval: 30_000 },
  );
}

/** POST /api/user/notifications/read: the given ids, or every notification. */
export function markNotificationsRead(ids?: string[]): Promise<unknown> {
  return apiSend('POST', '/api/user/notifications/read', ids ? { ids } : {});
}
