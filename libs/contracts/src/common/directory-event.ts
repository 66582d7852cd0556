import type {
  BotEvent,
  BotRated,
  BotStatsDayClosed,
  BotStatsReported,
  InviteClicked,
  PageViewed,
  VoteCast,
} from '../bots/bot.events';
import type { VoteReminderEvent } from '../bots/vote-reminder.events';
import { VOTE_REMINDER_EVENT_VERSIONS } from '../bots/vote-reminder.events';
import type { DeveloperEvent } from '../bots/developer.events';
import { DEVELOPER_EVENT_VERSIONS } from '../bots/developer.events';
import type { ApplicationEvent } from '../applications/application.events';
import { APPLICATION_EVENT_VERSIONS } from '../applications/application.events';
import type { ReportEvent } from '../reports/report.events';
import type { BanEvent } from '../bans/ban.events';
import { BAN_EVENT_VERSIONS } from '../bans/ban.events';
import { REPORT_EVENT_VERSIONS } from '../reports/report.events';
import type { NotificationEvent } from '../notifications/notification.events';
import { NOTIFICATION_EVENT_VERSIONS } from '../notifications/notification.events';
import type { SubmissionEvent } from '../submissions/submission.events';
import { BOT_EVENT_VERSIONS } from '../bots/bot.events';
import { SUBMISSION_EVENT_VERSIONS } from '../submissions/submission.events';
import type { BotWebhookEvent, WebhookDeliveryEvent } from '../webhooks/webhook.events';
import type { NotificationWebhookEvent } from '../webhooks/notification-webhook.events';
import { WEBHOOK_EVENT_VERSIONS } from '../webhooks/webhook.events';
import type { ReviewEvent } from '../reviews/review.events';
import { REVIEW_EVENT_VERSIONS } from '../reviews/review.events';
import type { CannedReasonEvent } from '../staff/canned-reason.events';
import { CANNED_REASON_EVENT_VERSIONS } from '../staff/canned-reason.events';

/** Every event type of the directory. Projections and deciders switch over this union. */
export type DirectoryEvent =
  | SubmissionEvent
  | BotEvent
  | InviteClicked
  | BotRated
  | ReviewEvent
  | VoteCast
  | VoteReminderEvent
  | BotStatsReported
  | BotStatsDayClosed
  | PageViewed
  | BotWebhookEvent
  | WebhookDeliveryEvent
  | NotificationWebhookEvent
  | ApplicationEvent
  | ReportEvent
  | NotificationEvent
  | DeveloperEvent
  | BanEvent
  | CannedReasonEvent;

export type DirectoryEventType = DirectoryEvent['type'];

/** The event of one type: `DirectoryEventOf<'BotPublished'>`. */
export type DirectoryEventOf<T extends DirectoryEventType> = Extract<DirectoryEvent, { type: T }>;

export const EVENT_SCHEMA_VERSIONS: Record<DirectoryEventType, number> = {
  ...SUBMISSION_EVENT_VERSIONS,
  ...BOT_EVENT_VERSIONS,
  ...VOTE_REMINDER_EVENT_VERSIONS,
  ...WEBHOOK_EVENT_VERSIONS,
  ...APPLICATION_EVENT_VERSIONS,
  ...REPORT_EVENT_VERSIONS,
  ...NOTIFICATION_EVENT_VERSIONS,
  ...DEVELOPER_EVENT_VERSIONS,
  ...BAN_EVENT_VERSIONS,
  ...REVIEW_EVENT_VERSIONS,
  ...CANNED_REASON_EVENT_VERSIONS,
};
