/** The owner's view of a bot's webhook: never the secret. */
export interface WebhookView {
  botId: number;
  url: string;
  configuredAt: string;
}

import type { DeliveryChannel } from './webhook.events';

export type WebhookDeliveryStatus = 'pending' | 'sending' | 'succeeded' | 'failed';

export interface WebhookAttemptView {
  attempt: number;
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
  at: string;
}

/** One delivery as the dashboard lists it. */
export interface WebhookDeliveryView {
  deliveryId: string;
  botId: number;
  channel: DeliveryChannel;
  /** `notification`: an owner's Discord notification (a `test` on that channel is its test message). */
  type: 'upvote' | 'test' | 'notification';
  /** The voter (vote webhook), or the notification's recipient. */
  userId: string;
  status: WebhookDeliveryStatus;
  attempts: WebhookAttemptView[];
  /** When the next attempt is due (pending), or the claim runs out (sending); else null. */
  nextAttemptAt: string | null;
  failureReason: string | null;
  redeliveryOf: string | null;
  requestedAt: string;
  updatedAt: string;
}
