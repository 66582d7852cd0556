import type { DomainEvent } from '../common/event-envelope';

/**
 * A user set the Discord webhook their notifications are sent to (stream
 * `user-notification-webhook-{userId}`). The URL carries Discord's token: it stays in the event and
 * never reaches a read model, an answer or a log unmasked (see `maskWebhookUrl`).
 */
export type NotificationWebhookConfigured = DomainEvent<
  'NotificationWebhookConfigured',
  { userId: string; url: string }
>;

export type NotificationWebhookRemoved = DomainEvent<
  'NotificationWebhookRemoved',
  { userId: string }
>;

export type NotificationWebhookEvent = NotificationWebhookConfigured | NotificationWebhookRemoved;
