import type { NotificationKind } from './notification.events';

export interface NotificationView {
  id: string;
  kind: NotificationKind;
  botId: number;
  title: string;
  body: string;
  link: string;
  createdAt: string;
  read: boolean;
}

/** GET /api/user/notifications. */
export interface NotificationsAnswer {
  unread: number;
  items: NotificationView[];
}

/** A user keeps this many notifications, newest first. */
export const NOTIFICATIONS_KEPT = 100;
