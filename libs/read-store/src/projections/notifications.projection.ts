import {
  assertNever,
  NOTIFICATIONS_KEPT,
  type DirectoryEventOf,
  type NotificationView,
  type RecordedEvent,
} from '@botdir/contracts';
import { defineProjection } from './projection';

/** One user's notifications, newest first (at most NOTIFICATIONS_KEPT). */
export interface NotificationsDoc {
  userId: string;
  items: NotificationView[];
}

type NotificationEventType = 'NotificationRaised' | 'NotificationsRead';

function evolveNotifications(
  doc: NotificationsDoc | null,
  event: RecordedEvent<DirectoryEventOf<NotificationEventType>>,
): NotificationsDoc | null {
  const items = doc?.items ?? [];
  switch (event.type) {
    case 'NotificationRaised': {
      const { notificationId, userId, kind, botId, title, body, link } = event.data;
      if (items.some((item) => item.id === notificationId)) return doc;
      const createdAt = event.metadata.occurredAt;
      const item = { id: notificationId, kind, botId, title, body, link, createdAt, read: false };
      return { userId, items: [item, ...items].slice(0, NOTIFICATIONS_KEPT) };
    }
    case 'NotificationsRead': {
      const { userId, notificationIds } = event.data;
      const ids = notificationIds === null ? null : new Set(notificationIds);
      const read = (item: NotificationView) =>
        item.read || ids === null || ids.has(item.id) ? { ...item, read: true } : item;
      return { userId, items: items.map(read) };
    }
    default:
      return assertNever(event);
  }
}

export const notificationsProjection = defineProjection<NotificationsDoc, NotificationEventType>({
  name: 'notifications',
  eventTypes: ['NotificationRaised', 'NotificationsRead'],
  keyOf: (event) => event.data.userId,
  evolve: evolveNotifications,
});
