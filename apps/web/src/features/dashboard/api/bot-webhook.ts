import useSWR, { mutate } from 'swr';
import type { WebhookDeliveryView, WebhookView } from '@botdir/contracts';
import { apiGet, apiSend } from '@/lib/api-client';
import { webhookKeys } from '@/lib/query-keys/webhook-keys';

const refresh = (botId: number) =>
  Promise.all([mutate(webhookKeys.config(botId)), mutate(webhookKeys.deliveries(botId))]);

/** GET /api/bots/:id/webhook: the URL (never the secret), or null. */
export function useBotWebhook(botId: number | null) {
  return useSWR(botId === null ? null : webhookKeys.config(botId), () =>
    apiGet<{ webhook: WebhookView | null }>(`/api/bots/${botId}/webhook`),
  );
}

/** GET /api/bots/:id/webhook/deliveries, polled while shown: attempts land in the background. */
export function useWebhookDeliveries(botId: number | null) {
  return useSWR(
    botId === null ? null : webhookKeys.deliveries(botId),
    () => apiGet<WebhookDeliveryView[]>(`/api/bots/${botId}/webhook/deliveries?limit=20`),
    { refreshInterval: 3000 },
  );
}

/** PUT /api/bots/:id/webhook; without a secret the current one stays. */
export async function configureWebhook(botId: number, webhook: { url: string; secret?: string }) {
  await apiSend('PUT', `/api/bots/${botId}/webhook`, webhook);
  await refresh(botId);
}

/** DELETE /api/bots/:id/webhook. */
export async function removeWebhook(botId: number) {
  await apiSend('DELETE', `/api/bots/${botId}/webhook`);
  await refresh(botId);
}

/** POST /api/bots/:id/webhook/test. */
export async function sendTestDelivery(botId: number) {
  await apiSend('POST', `/api/bots/${botId}/webhook/test`);
  await refresh(botId);
}

/** POST /api/bots/:id/webhook/deliveries/:deliveryId/redeliver. */
export async function redeliver(botId: number, deliveryId: string) {
  await apiSend('POST', `/api/bots/${botId}/webhook/deliveries/${deliveryId}/redeliver`);
  await refresh(botId);
}
