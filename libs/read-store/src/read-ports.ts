import type {
  BanRecord,
  BotAnalyticsDay,
  BotRef,
  BotHistoryRecord,
  BotView,
  CategoryView,
  NotificationView,
  NotificationWebhookView,
  ReportView,
  ReviewDecisionRow,
  FlaggedReviewView,
  ReviewPage,
  ReviewView,
  StaffActivityPage,
  CannedReasonView,
  ReviewerDecisionRow,
  StatsView,
  SubmissionView,
  TrendingBotView,
  UserBotView,
  WebhookDeliveryView,
  WebhookView,
} from '@botdir/contracts';
import type {
  AnalyticsQuery,
  BotDetailView,
  BotPage,
  ListBansQuery,
  ListBotsQuery,
  ListReportsQuery,
  ListReviewsQuery,
  ListSubmissionsQuery,
  NameClash,
  PublicBotEntry,
  SearchSuggestions,
  StaffActivityQuery,
  TrendingQuery,
} from './read-store.port';
import type { DueVoteReminder } from './projections/vote-reminders.projection';

/*
 * One narrow read port per reading module of the api, each with its own DI token. The adapters
 * implement every port in one class; the api binds each token to the same read-store instance
 * (InfrastructureModule). A module injects only its port, never READ_STORE (eslint.config.mjs).
 */

/** One bot as the read models hold it, any status: most modules check a bot before acting. */
export interface BotLookup {
  getBot(id: number): Promise<BotDetailView | null>;
}

/** The bots module: listings, the bot page, the owner's dashboard and analytics. */
export interface BotReads extends BotLookup {
  listBots(query: ListBotsQuery): Promise<BotPage>;
  /**
   * A live or pending bot other than `exceptBotId` whose name clashes with `name`: equal TR39
   * confusable skeletons, case-insensitively (projections/name-keys.ts). Rejected and deleted
   * bots hold no name.
   */
  findNameClash(name: string, exceptBotId: number): Promise<NameClash | null>;
  /**
   * The id of the bot a URL names (`/bot/{ref}`, `GET /api/bots/{ref}`): an internal id as it is
   * (the caller reads the bot), a Discord application id to its public listing. No bot holds a
   * slug yet, so a slug names none. Null: no such bot.
   */
  resolveBotRef(ref: BotRef): Promise<number | null>;
  featuredBots(limit: number): Promise<BotView[]>;
  /** At most `limit` of each kind; `text` as typed (the stores fold its case). */
  searchSuggestions(text: string, limit: number): Promise<SearchSuggestions>;
  /** Every public bot's id and last change, by id ascending (the sitemap). */
  publicBotEntries(): Promise<PublicBotEntry[]>;
  /** At most `limit` public bots carrying `tag` (lower-case, as stored), newest first. */
  taggedBots(tag: string, limit: number): Promise<BotView[]>;
  /** A developer's public (live) bots, newest first: their developer page. */
  developerBots(ownerId: string): Promise<BotView[]>;
  /** Whether the user hid their developer page (`DeveloperPageVisibilitySet`). */
  developerPageHidden(userId: string): Promise<boolean>;
  /** At most `limit` distinct tags of public bots, by name (the sitemap). */
  publicTags(limit: number): Promise<string[]>;
  trendingBots(query: TrendingQuery): Promise<TrendingBotView[]>;
  categories(): Promise<CategoryView[]>;
  stats(): Promise<StatsView>;
  userBots(userId: string): Promise<UserBotView[]>;
  /** A bot's public history, oldest first (staff role ids, for the api to name); null: none. */
  botHistory(botId: number): Promise<BotHistoryRecord[] | null>;
  /** A bot's days, oldest first, every day of the range present (zeros included). */
  botAnalytics(query: AnalyticsQuery): Promise<BotAnalyticsDay[]>;
}

/** The submissions module: the staff lists, the owner's submissions and the review figures. */
export interface ReviewReads extends BotLookup {
  listSubmissions(query: ListSubmissionsQuery): Promise<SubmissionView[]>;
  getSubmission(id: string): Promise<SubmissionView | null>;
  userSubmissions(userId: string): Promise<SubmissionView[]>;
  /** The review queue: ids of pending submissions, oldest first. */
  reviewQueue(): Promise<string[]>;
  /** Decisions reviewed at or after `since` (ISO time, the caller's clock). */
  reviewDecisions(since: string): Promise<ReviewDecisionRow[]>;
}

/** The reports module. */
export interface ReportReads extends BotLookup {
  /** Reports, newest first. */
  listReports(query: ListReportsQuery): Promise<ReportView[]>;
  getReport(id: string): Promise<ReportView | null>;
}

/** The reviews module: a bot's written reviews and the flagged ones staff look at. */
export interface BotReviewReads extends BotLookup {
  /** A page of a bot's reviews staff have not hidden. */
  listReviews(query: ListReviewsQuery): Promise<ReviewPage>;
  /** The author's current review of the bot, hidden or not; null when they have none. */
  authorReview(botId: number, authorId: string): Promise<ReviewView | null>;
  /** Flagged reviews staff have not hidden, newest first, with the flags' reasons. */
  flaggedReviews(limit: number, offset: number): Promise<FlaggedReviewView[]>;
}

/** The staff module: what staff read about staff work. */
export interface StaffReads {
  /** Every canned reason, active and retired, in the order they were added. */
  cannedReasons(): Promise<CannedReasonView[]>;
  /** Decisions reviewed at or after `since` (ISO time, the caller's clock), oldest first. */
  reviewerDecisions(since: string): Promise<ReviewerDecisionRow[]>;
  /** The staff activity log, newest first, a page at a time. */
  staffActivity(query: StaffActivityQuery): Promise<StaffActivityPage>;
}

/** The notifications module (and the session's unread count). */
export interface NotificationReads extends BotLookup {
  /** A user's notifications, newest first. */
  userNotifications(userId: string): Promise<NotificationView[]>;
}

/** A bot's vote webhook as its owner (or staff) manages it. */
export interface WebhookReads extends BotLookup {
  /** A bot's webhook (never its secret), or null when none is configured. */
  getWebhook(botId: number): Promise<WebhookView | null>;
  /** A bot's deliveries, newest first. */
  webhookDeliveries(botId: number, limit: number): Promise<WebhookDeliveryView[]>;
}

/** The outbox that sends deliveries. */
export interface OutboxReads {
  /** Pending deliveries due at `now` and sending ones whose claim ran out, soonest first. */
  dueWebhookDeliveries(now: string, limit: number): Promise<WebhookDeliveryView[]>;
  /** How many deliveries are pending or being sent (the outbox's queue depth). */
  openWebhookDeliveries(): Promise<number>;
}

/** A user's Discord notification webhook. */
export interface NotificationWebhookReads {
  /** Where a user's notifications are also sent (masked), or null when nowhere. */
  getNotificationWebhook(userId: string): Promise<NotificationWebhookView | null>;
}

/** The vote reminder job. */
export interface VoteReminderReads {
  /** At most `limit` reminders due at `now` and not sent yet, soonest first. */
  dueVoteReminders(now: string, limit: number): Promise<DueVoteReminder[]>;
}

/** The bans module and the write guard that enforces bans. */
export interface BanReads {
  /** Users with a ban, the most recently banned first. */
  listBans(query: ListBansQuery): Promise<BanRecord[]>;
  /** A user's bans, newest first, or null when they were never banned. */
  userBans(userId: string): Promise<BanRecord | null>;
}

export const BOT_READS = Symbol('BOT_READS');
export const REVIEW_READS = Symbol('REVIEW_READS');
export const REPORT_READS = Symbol('REPORT_READS');
export const BOT_REVIEW_READS = Symbol('BOT_REVIEW_READS');
export const STAFF_READS = Symbol('STAFF_READS');
export const NOTIFICATION_READS = Symbol('NOTIFICATION_READS');
export const WEBHOOK_READS = Symbol('WEBHOOK_READS');
export const OUTBOX_READS = Symbol('OUTBOX_READS');
export const NOTIFICATION_WEBHOOK_READS = Symbol('NOTIFICATION_WEBHOOK_READS');
export const BAN_READS = Symbol('BAN_READS');
export const VOTE_REMINDER_READS = Symbol('VOTE_REMINDER_READS');

/** Every read port's token, bound to the one read store by the api's wiring. */
export const READ_PORT_TOKENS = [
  BOT_READS,
  REVIEW_READS,
  REPORT_READS,
  BOT_REVIEW_READS,
  STAFF_READS,
  NOTIFICATION_READS,
  WEBHOOK_READS,
  OUTBOX_READS,
  NOTIFICATION_WEBHOOK_READS,
  BAN_READS,
  VOTE_REMINDER_READS,
] as const;
