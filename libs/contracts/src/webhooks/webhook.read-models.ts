/** The owner's view of a bot's webhook: never the secret. */
export interface WebhookView {
  botId: number;
  url: string;
  configuredAt: string;
}

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
  type: 'upvote' | 'test';
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
