import type {
  BotSort,
  ReviewSort,
  BotMediaView,
  BotView,
  StaffAction,
  SubmissionListStatus,
  TrendingSignal,
  TrendingWindow,
  UncheckedEvent,
} from '@botdir/contracts';
import type { ListCursor } from './listing-cursor';
import type {
  BanReads,
  BotReads,
  BotReviewReads,
  NotificationReads,
  NotificationWebhookReads,
  OutboxReads,
  ReportReads,
  ReviewReads,
  StaffReads,
  VoteReminderReads,
  WebhookReads,
} from './read-ports';
import type { ProjectionName } from './projections/projection';

export type { DueVoteReminder } from './projections/vote-reminders.projection';

/** `unlisted`: taken off every public list by staff; still its owner's, and relistable. */
export type BotStatus = 'pending' | 'live' | 'rejected' | 'deleted' | 'unlisted';

/** A bot as the detail route sees it; the api decides who may see a non-public one. */
export type BotDetailView = BotView &
  BotMediaView & { ownerId: string; coOwnerIds: string[]; status: BotStatus };

export interface ListBotsQuery {
  search?: string;
  /** The search as typed: never corrected when it finds nothing (projections/spelling.ts). */
  exactSearch?: boolean;
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
  /** A search that found nothing was answered for these corrected words (projections/spelling.ts). */
  didYouMean?: string;
}

/** What the navbar search suggests as a visitor types (`BotReads.searchSuggestions`). */
export interface SearchSuggestions {
  /** Live bots whose name starts with the text, by name. */
  bots: { id: number; name: string }[];
  /** Words of live bots' names, tags and categories that start with the text, most used first. */
  terms: string[];
}

/** A public bot as the sitemap lists it. */
export interface PublicBotEntry {
  id: number;
  /** Its current slug, null when it has none (then its address is its id). */
  slug: string | null;
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

export interface ListBansQuery {
  limit: number;
  offset: number;
}

export interface ListReviewsQuery {
  botId: number;
  sort: ReviewSort;
  limit: number;
  offset: number;
}

export interface ListReportsQuery {
  /** open, or resolved (dismissed and actioned); every report when absent. */
  status?: 'open' | 'resolved';
  limit: number;
  offset: number;
}

/** The staff activity log, newest first; every filter optional. */
export interface StaffActivityQuery {
  staffId?: string;
  action?: StaffAction;
  /** ISO times: actions at or after `from`, and strictly before `to`. */
  from?: string;
  to?: string;
  /** The page after this row (its `sequence`: the previous page's `nextCursor`). */
  before?: number;
  limit: number;
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
 * The operator side of the read store: what the projector, its CLI and the api's readiness and
 * inline projection use. Only these write. Every answer is a pure function of the events applied
 * so far (no clock inside).
 */
export interface ProjectionStore {
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
  openShadow(projections?: ProjectionName[]): Promise<ProjectionStore>;
  /**
   * Atomically makes the copy of the named read models (default: all) the live one, with its
   * checkpoints and dead letters. Readers never see an error or a half-built read model.
   */
  promoteShadow(projections?: ProjectionName[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * The whole adapter: every module's read port and the operator side in one object. Only the
 * wiring (infrastructure, bootstrap, the projector's composition) and the adapters' own tests
 * name it; a module depends on its narrow port (read-ports.ts).
 */
export interface ReadStore
  extends
    ProjectionStore,
    BotReads,
    ReviewReads,
    ReportReads,
    BotReviewReads,
    StaffReads,
    NotificationReads,
    WebhookReads,
    OutboxReads,
    NotificationWebhookReads,
    BanReads,
    VoteReminderReads {
  openShadow(projections?: ProjectionName[]): Promise<ReadStore>;
}

/** The whole read store: for the wiring only (InfrastructureModule binds every port to it). */
export const READ_STORE = Symbol('READ_STORE');
/** The operator side (ProjectionStore) of the same read store. */
export const PROJECTION_STORE = Symbol('PROJECTION_STORE');
