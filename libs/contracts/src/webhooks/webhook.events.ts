import type { DomainEvent } from '../common/event-envelope';

/**
 * The owner set where votes are POSTed. `secret` signs every delivery, so the event must keep it;
 * it is never copied into a read model, an answer or a log (see README, "Vote webhooks").
 */
export type BotWebhookConfigured = DomainEvent<
  'BotWebhookConfigured',
  { botId: number; url: string; secret: string }
>;

export type BotWebhookRemoved = DomainEvent<'BotWebhookRemoved', { botId: number }>;

/** What a vote webhook receives: the body other bot lists send, so existing receivers work. */
export interface VoteWebhookPayload {
  bot: string;
  user: string;
  type: 'upvote' | 'test';
  isWeekend: boolean;
  query?: string;
  votedAt: string;
}

/** The outbox's channels: where a delivery goes and how it is signed (issue 16 adds its own). */
export type DeliveryChannel = 'vote-webhook';

/** The intent: one delivery, on its own stream `webhook-delivery-{id}`, due at once. */
export type WebhookDeliveryRequested = DomainEvent<
  'WebhookDeliveryRequested',
  {
    deliveryId: string;
    botId: number;
    channel: DeliveryChannel;
    payload: VoteWebhookPayload;
    /** The delivery this one sends again (Redeliver), if any. */
    redeliveryOf?: string;
  }
>;

/** A worker claimed attempt `attempt` until `leaseUntil`; a lost claim is a 409, never a send. */
export type WebhookDeliveryAttemptStarted = DomainEvent<
  'WebhookDeliveryAttemptStarted',
  { deliveryId: string; attempt: number; leaseUntil: string }
>;

/** One attempt's outcome; `nextAttemptAt` is null when no retry follows. */
export type WebhookDeliveryAttempted = DomainEvent<
  'WebhookDeliveryAttempted',
  {
    deliveryId: string;
    attempt: number;
    /** The receiver's HTTP status; null when no answer came (refused, timeout, interrupted). */
    statusCode: number | null;
    latencyMs: number;
    error?: string;
    nextAttemptAt: string | null;
  }
>;

export type WebhookDeliverySucceeded = DomainEvent<
  'WebhookDeliverySucceeded',
  { deliveryId: string; attempts: number }
>;

/** Given up: every retry was spent, or the webhook is gone. Redeliver starts a new delivery. */
export type WebhookDeliveryFailed = DomainEvent<
  'WebhookDeliveryFailed',
  { deliveryId: string; attempts: number; reason: string }
>;

export type BotWebhookEvent = BotWebhookConfigured | BotWebhookRemoved;

export type WebhookDeliveryEvent =
  | WebhookDeliveryRequested
  | WebhookDeliveryAttemptStarted
  | WebhookDeliveryAttempted
  | WebhookDeliverySucceeded
  | WebhookDeliveryFailed;

export const WEBHOOK_EVENT_VERSIONS: Record<
  BotWebhookEvent['type'] | WebhookDeliveryEvent['type'],
  number
> = {
  BotWebhookConfigured: 1,
  BotWebhookRemoved: 1,
  WebhookDeliveryRequested: 1,
  WebhookDeliveryAttemptStarted: 1,
  WebhookDeliveryAttempted: 1,
  WebhookDeliverySucceeded: 1,
  WebhookDeliveryFailed: 1,
};
