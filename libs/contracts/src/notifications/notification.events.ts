import type { DomainEvent } from '../common/event-envelope';

export type NotificationKind =
  | 'approved'
  | 'rejected'
  | 'featured'
  | 'unfeatured'
  | 'deleted'
  | 'report-resolved'
  | 'unlisted'
  | 'webhook-failed'
  | 'token-issued'
  | 'webhook-changed'
  | 'webhook-removed'
  | 'co-owner-added'
  | 'co-owner-removed'
  | 'transfer-offered'
  | 'transfer-accepted'
  | 'transfer-cancelled'
  | 'review-hidden'
  | 'vote-reminder';

/** A notification for one user (stream `user-notifications-{userId}`), its id derived from its cause. */
export type NotificationRaised = DomainEvent<
  'NotificationRaised',
  {
    notificationId: string;
    userId: string;
    kind: NotificationKind;
    botId: number;
    title: string;
    body: string;
    link: string;
  }
>;

/** The user read some notifications (`notificationIds`) or all of them (null). */
export type NotificationsRead = DomainEvent<
  'NotificationsRead',
  { userId: string; notificationIds: string[] | null }
>;

export type NotificationEvent = NotificationRaised | NotificationsRead;

export const NOTIFICATION_EVENT_VERSIONS: Record<NotificationEvent['type'], number> = {
  NotificationRaised: 1,
  NotificationsRead: 1,
};
