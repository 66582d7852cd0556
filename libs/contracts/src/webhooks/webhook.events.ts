import type { DomainEvent } from '../common/event-envelope';
import type { DiscordNotificationPayload } from './discord-message';
import type { NotificationWebhookEvent } from './notification-webhook.events';

/**
 * The owner set where votes are POSTed. `secret` signs every delivery, so the event must keep it;
 * it is never copied into a read model, an answer or a log (see docs/operations.md, "Vote webhooks and the outbox").
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

/**
 * Where a delivery goes, by channel: a vote to the bot's vote webhook (signed with its secret), or
 * a notification to its recipient's own Discord webhook (`notificationId` null for a test message).
 */
export type DeliveryTarget =
  | { channel: 'vote-webhook'; payload: VoteWebhookPayload }
  | {
      channel: 'discord-notification';
      userId: string;
      notificationId: string | null;
      payload: DiscordNotificationPayload;
    };

/** The outbox's channels: where a delivery goes and how it is sent. */
export type DeliveryChannel = DeliveryTarget['channel'];

/**
 * The intent: one delivery, on its own stream `webhook-delivery-{id}`, due at once. `botId` is the
 * bot it is about (0 for a notification channel's test message, which is about no bot).
 */
export type WebhookDeliveryRequested = DomainEvent<
  'WebhookDeliveryRequested',
  {
    deliveryId: string;
    botId: number;
    /**
     * The delivery this one sends again (Redeliver), if any: the first of the payload, also when a
     * redelivery is redelivered. Receivers see its id as `X-Delivery-Id`.
     */
    redeliveryOf?: string;
  } & DeliveryTarget
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

/** One attempt as a completed delivery keeps it (`at`: when its outcome was recorded). */
export interface DeliveryAttemptRecord {
  attempt: number;
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
  at: string;
}

/**
 * A delivery that succeeded, in one event: it replaces the last attempt's `Attempted` and
 * `Succeeded` and is appended with `truncateBefore: 'appended'`, so the stream keeps it alone. It
 * carries what the request and the attempts held for the dashboard's row and for Redeliver (the
 * target and its payload), and the request's position, where the row sorts.
 */
export type WebhookDeliveryCompleted = DomainEvent<
  'WebhookDeliveryCompleted',
  {
    deliveryId: string;
    botId: number;
    redeliveryOf?: string;
    requestedAt: string;
    requestPosition: number;
    attempts: DeliveryAttemptRecord[];
  } & DeliveryTarget
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
  | WebhookDeliveryCompleted
  | WebhookDeliveryFailed;

export const WEBHOOK_EVENT_VERSIONS: Record<
  BotWebhookEvent['type'] | WebhookDeliveryEvent['type'] | NotificationWebhookEvent['type'],
  number
> = {
  BotWebhookConfigured: 1,
  BotWebhookRemoved: 1,
  NotificationWebhookConfigured: 1,
  NotificationWebhookRemoved: 1,
  WebhookDeliveryRequested: 1,
  WebhookDeliveryAttemptStarted: 1,
  WebhookDeliveryAttempted: 1,
  WebhookDeliverySucceeded: 1,
  WebhookDeliveryCompleted: 1,
  WebhookDeliveryFailed: 1,
};
