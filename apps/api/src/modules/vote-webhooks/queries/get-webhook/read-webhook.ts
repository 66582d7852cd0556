import type { CommandActor, WebhookDeliveryView, WebhookView } from '@botdir/contracts';
import type { WebhookReads } from '@botdir/read-store';
import { assertMayManage } from '../../domain/webhook-access';
import type { WebhookReader } from '../../application/webhook-reader';

/** The bot's webhook (never its secret), for its owner or staff. */
export async function readWebhook(
  reads: WebhookReads,
  reader: WebhookReader,
  actor: CommandActor,
  botId: number,
): Promise<{ webhook: WebhookView | null }> {
  assertMayManage(actor, await reader.botOf(botId));
  return { webhook: await reads.getWebhook(botId) };
}

/** The bot's latest deliveries, newest first, for its owner or staff. */
export async function readWebhookDeliveries(
  reads: WebhookReads,
  reader: WebhookReader,
  request: { actor: CommandActor; botId: number; limit: number },
): Promise<WebhookDeliveryView[]> {
  assertMayManage(request.actor, await reader.botOf(request.botId));
  return reads.webhookDeliveries(request.botId, request.limit);
}
