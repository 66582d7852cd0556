import useSWR, { mutate } from 'swr';
import type { NotificationWebhookView } from '@botdir/contracts';
import { apiGet, apiSend } from '@/lib/api-client';
import { notificationKeys } from '@/lib/query-keys/notification-keys';

const ROUTE = '/api/user/notification-webhook';

/**
 * GET /api/user/notification-webhook: the caller's Discord webhook, masked, or null. Read only
 * once asked for (`enabled`), so the dashboard's first view stays within its request budget.
 */
export function useNotificationWebhook(enabled: boolean) {
  return useSWR(enabled ? notificationKeys.webhook() : null, () =>
    apiGet<{ webhook: NotificationWebhookView | null }>(ROUTE),
  );
}

/** PUT /api/user/notification-webhook. */
export async function setNotificationWebhook(url: string) {
  await apiSend('PUT', ROUTE, { url });
  await mutate(notificationKeys.webhook());
}

/** DELETE /api/user/notification-webhook. */
export async function removeNotificationWebhook() {
  await apiSend('DELETE', ROUTE);
  await mutate(notificationKeys.webhook());
}

/** POST /api/user/notification-webhook/test: queued, sent by the outbox within seconds. */
export async function sendNotificationTest() {
  await apiSend('POST', `${ROUTE}/test`);
}
