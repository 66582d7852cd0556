import {
  assertNever,
  maskWebhookUrl,
  type DirectoryEventOf,
  type NotificationWebhookEvent,
  type NotificationWebhookView,
  type RecordedEvent,
} from '@botdir/contracts';
import { defineProjection } from './projection';

/** A user's Discord notification webhook, masked: the token stays in the event. */
export type NotificationWebhookDoc = NotificationWebhookView;

type EventType = NotificationWebhookEvent['type'];

function evolveNotificationWebhook(
  _doc: NotificationWebhookDoc | null,
  event: RecordedEvent<DirectoryEventOf<EventType>>,
): NotificationWebhookDoc | null {
  switch (event.type) {
    case 'NotificationWebhookConfigured':
      return {
        maskedUrl: maskWebhookUrl(event.data.url),
        configuredAt: event.metadata.occurredAt,
      };
    case 'NotificationWebhookRemoved':
      return null;
    default:
      return assertNever(event);
  }
}

export const notificationWebhooksProjection = defineProjection<NotificationWebhookDoc, EventType>({
  name: 'notification-webhooks',
  eventTypes: ['NotificationWebhookConfigured', 'NotificationWebhookRemoved'],
  keyOf: (event) => event.data.userId,
  evolve: evolveNotificationWebhook,
});
