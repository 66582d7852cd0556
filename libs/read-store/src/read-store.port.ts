import type {
  BotAnalyticsDay,
  BotSort,
  BotView,
  CategoryView,
  StatsView,
  SubmissionListStatus,
  BotHistoryRecord,
  NotificationView,
  NotificationWebhookView,
  ReportView,
  ReviewDecisionRow,
  SubmissionView,
  TrendingBotView,
  TrendingSignal,
  TrendingWindow,
  UncheckedEvent,
  UserBotView,
  WebhookDeliveryView,
  WebhookView,
} from '@botdir/contracts';
import type { ListCursor } from './listing-cursor';
import type { ProjectionName } from './projections/projection';

/** `unlisted`: taken off every public list by staff; still its owner's, and relistable. */
export type BotStatus = 'pending' | 'live' | 'rejected' | 'deleted' | 'unlisted';

/** A bot as the detail route sees it; the api decides who may see a non-public one. */
export type BotDetailView = BotView & { ownerId: string; status: BotStatus };

export interface ListBotsQuery {
  search?: string;
  category?: string;
  /** Defaults to 'relevance' with a search, 'newest' without. */
  sort?: BotSort;
  limit: number;
  offset: number;
  /** ISO time: only bots first published strictly after it (new releases). */
  createdAfter?: string;
  featured?: boolean;
  /** UTC `YYYY-MM` the `votes` sort counts (the caller's clock); no month ranks every bot at 0. */
  month?: string;
  /**
   * Keyset paging of a listing without search: the page after the bot the previous page ended at
   * (its `nextCursor`), in the same sort; `offset` is then 0. Deep pages cost what the first does.
   */
  cursor?: ListCursor;
}

/** A live or pending bot whose name looks the same as another (see `findNameClash`). */
export interface NameClash {
  id: number;
  name: string;
  status: 'live' | 'pending';
}

/** A search counts (and pages through) at most this many matches: exact up to it, approximate above. */
export const SEARCH_TOTAL_CAP = 10_000;

export interface BotPage {
  items: BotView[];
  /**
   * Every match. A search, or a listing narrowed by time or featured, counts at most
   * SEARCH_TOTAL_CAP (then `totalApproximate`); plain and category listings are exact (counters).
   */
  total: number;
  /** True when a counted total passed SEARCH_TOTAL_CAP: `total` is then the cap. */
  totalApproximate?: boolean;
  /** For a full page of a listing without search: the cursor of the next page (encoded). */
  nextCursor?: string;
}

/** A public bot as the sitemap lists it. */
export interface PublicBotEntry {
  id: number;
  /** ISO time of the bot's last change. */
  updatedAt: string;
}

export interface TrendingQuery {
  window: TrendingWindow;
  limit: number;
  /** ISO time the window ends at; the caller's clock, never the store's. */
  now: string;
  /** Invite clicks by distinct visitors (default) or votes. */
  by?: TrendingSignal;
}

export interface AnalyticsQuery {
  botId: number;
  /** The last day of the range (YYYY-MM-DD, the caller's clock). */
  today: string;
  days: number;
}

export interface ListSubmissionsQuery {
  /** `unlisted`: approved, and its bot is unlisted now (then not `approved`). Pending: oldest first. */
  status?: SubmissionListStatus;
  /** Case-insensitive text in the submitted bot (name, descriptions, tags...) or the submitter's name. */
  search?: string;
  /** Only submissions reviewed at or after this ISO time (`...Z`), e.g. "decided today". */
  reviewedSince?: string;
  limit: number;
  offset: number;
}

export interface ListReportsQuery {
  /** open, or resolved (dismissed and actioned); every report when absent. */
  status?: 'open' | 'resolved';
  limit: number;
  offset: number;
}

export interface ApplyOptions {
  /** Exclusive start of the batch in the log: the position of the event just before it. */
  after?: number;
}

/** An event one projection could not apply after its retries; the projection moved past it. */
export interface DeadLetter {
  projection: string;
  position: number;
  eventId: string;
  type: string;
  error: string;
  at: string;
}

/**
 * The read side. Only projectors call the writes; the api answers HTTP with the queries.
 * Every answer is a pure function of the events applied so far (no clock inside).
 */
export interface ReadStore {
  /**
   * Applies events in order to every projection; events at or below a checkpoint change nothing.
   * Any stored event is accepted: unknown types are skipped, malformed ones dead-lettered.
   * With `after` (the position just before `events[0]` in the log), read models whose checkpoint
   * is below it would skip events: nothing is written and a ProjectionGapError says where they are
   * (see applyFollowing).
   */
  applyEvents(events: UncheckedEvent[], options?: ApplyOptions): Promise<void>;
  checkpoints(): Promise<Record<string, number>>;
  deadLetters(): Promise<DeadLetter[]>;
  /** Applies a dead-lettered event again; true when it now succeeded (and the letter is gone). */
  retryDeadLetter(projection: string, position: number): Promise<boolean>;
  removeDeadLetter(projection: string, position: number): Promise<boolean>;
  /**
   * Ties the checkpoints to the event store they count in (`EventStore.identity()`): recorded on
   * first use; an EventStoreMismatchError when the read models were built from another log. On a
   * shadow it records the log the copy is built from, and promoting every read model carries it
   * over with the checkpoints.
   */
  bindEventStore(identity: string): Promise<void>;
  /** The event store the checkpoints count in; null before the first binding. */
  eventStoreIdentity(): Promise<string | null>;
  /**
   * How far a runner of process managers (`name`) has run over the log, its effects stored; null
   * before its first save. Not a read model: apart from the projections' checkpoints, the digest
   * and replays, kept across schema changes; lost only with the read store's database.
   */
  reactorCheckpoint(name: string): Promise<number | null>;
  /** Records `position` for `name`; a lower position than the one stored changes nothing. */
  saveReactorCheckpoint(name: string, position: number): Promise<void>;
  /** sha256 over every read model's content in a canonical order. */
  digest(): Promise<string>;
  /**
   * A fresh, empty copy of the named read models (default: all) beside the live ones, replacing
   * any earlier unfinished copy; its checkpoints start at 0. The returned store applies events to
   * the copy, and its checkpoints and digest describe it (other read models read as live).
   */
  openShadow(projections?: ProjectionName[]): Promise<ReadStore>;
  /**
   * Atomically makes the copy of the named read models (default: all) the live one, with its
   * checkpoints and dead letters. Readers never see an error or a half-built read model.
   */
  promoteShadow(projections?: ProjectionName[]): Promise<void>;
  close(): Promise<void>;

  listBots(query: ListBotsQuery): Promise<BotPage>;
  getBot(id: number): Promise<BotDetailView | null>;
  /**
   * A live or pending bot other than `exceptBotId` whose name clashes with `name`: equal TR39
   * confusable skeletons, case-insensitively (projections/name-keys.ts). Rejected and deleted
   * bots hold no name.
   */
  findNameClash(name: string, exceptBotId: number): Promise<NameClash | null>;
  featuredBots(limit: number): Promise<BotView[]>;
  /** Every public bot's id and last change, by id ascending (the sitemap). */
  publicBotEntries(): Promise<PublicBotEntry[]>;
  trendingBots(query: TrendingQuery): Promise<TrendingBotView[]>;
  categories(): Promise<CategoryView[]>;
  stats(): Promise<StatsView>;

  listSubmissions(query: ListSubmissionsQuery): Promise<SubmissionView[]>;
  getSubmission(id: string): Promise<SubmissionView | null>;
  userBots(userId: string): Promise<UserBotView[]>;
  userSubmissions(userId: string): Promise<SubmissionView[]>;
  /** The review queue: ids of pending submissions, oldest first. */
  reviewQueue(): Promise<string[]>;
  /** Decisions reviewed at or after `since` (ISO time, the caller's clock). */
  reviewDecisions(since: string): Promise<ReviewDecisionRow[]>;
  /** Reports, newest first. */
  listReports(query: ListReportsQuery): Promise<ReportView[]>;
  getReport(id: string): Promise<ReportView | null>;
  /** A user's notifications, newest first. */
  userNotifications(userId: string): Promise<NotificationView[]>;
  /** Where a user's notifications are also sent (masked), or null when nowhere. */
  getNotificationWebhook(userId: string): Promise<NotificationWebhookView | null>;
  /** A bot's public history, oldest first (staff role ids, for the api to name); null: none. */
  botHistory(botId: number): Promise<BotHistoryRecord[] | null>;
  /** A bot's days, oldest first, every day of the range present (zeros included). */
  botAnalytics(query: AnalyticsQuery): Promise<BotAnalyticsDay[]>;

  /** A bot's webhook (never its secret), or null when none is configured. */
  getWebhook(botId: number): Promise<WebhookView | null>;
  /** A bot's deliveries, newest first. */
  webhookDeliveries(botId: number, limit: number): Promise<WebhookDeliveryView[]>;
  /** Pending deliveries due at `now` and sending ones whose claim ran out, soonest first. */
  dueWebhookDeliveries(now: string, limit: number): Promise<WebhookDeliveryView[]>;
  /** How many deliveries are pending or being sent (the outbox's queue depth). */
  openWebhookDeliveries(): Promise<number>;
}

export const READ_STORE = Symbol('READ_STORE');
