import type {
  BotRef,
  BotAnalyticsDay,
  BotView,
  CategoryView,
  StatsView,
  BotHistoryRecord,
  BanRecord,
  NotificationView,
  NotificationWebhookView,
  ReportView,
  FlaggedReviewView,
  ReviewPage,
  ReviewView,
  ReviewDecisionRow,
  StaffActivityPage,
  CannedReasonView,
  ReviewerDecisionRow,
  SubmissionView,
  TrendingBotView,
  UncheckedEvent,
  UserBotView,
  WebhookDeliveryView,
  WebhookView,
} from '@botdir/contracts';
import Database from 'better-sqlite3';
import { PROJECTION_NAMES, type ProjectionName } from '../projections/projection';
import { PROJECTIONS } from '../projections/projections';
import { toCategoryViews, toStatsView } from '../projections/views';
import type * as Port from '../read-store.port';
import { SqliteBotQueries } from './sqlite-bot-queries';
import { SqliteDocStore } from './sqlite-doc-store';
import { SqliteOwnerQueries } from './sqlite-owner-queries';
import { SqliteProjector } from './sqlite-projector';
import { SqliteReactorCheckpoints } from './sqlite-reactor-checkpoints';
import { openDatabase, tableNames } from './sqlite-schema';
import { boundIdentity } from '../event-store-binding';
import {
  openShadowTables,
  promoteShadowTables,
  readIdentity,
  writeIdentity,
} from './sqlite-shadow';
import { WalCheckpointer } from './wal-checkpointer';
import { StatementCache } from './sqlite-statements';
import { SqliteWebhookQueries } from './sqlite-webhook-queries';
import { SqliteBotReviewQueries } from './sqlite-bot-review-queries';
import { SqliteReviewQueries } from './sqlite-review-queries';
import { SqliteStaffQueries } from './sqlite-staff-queries';
import { SqliteSuggestions } from './sqlite-suggestions';

export interface SqliteReadStoreOptions {
  /** A file path or ':memory:'. */
  path: string;
  /** When dead letters are recorded; never used by projections or queries. */
  clock?: () => Date;
  /** Called with the SQL of every query statement run (the query-plan test explains them). */
  traceSql?: (sql: string) => void;
}

/** A replay's store: the live store's connection, its projections' tables under `shadow_`. */
interface ShadowOf {
  db: Database.Database;
  projections: ProjectionName[];
  checkpointer: WalCheckpointer | null;
}

/**
 * The embedded read store: one SQLite file (WAL), shared by an api and a projector process. The
 * read store is rebuildable from the events, so commits skip the fsync (synchronous=NORMAL);
 * checkpoints commit with their writes, so a crash never leaves a checkpoint ahead of them.
 */
export class SqliteReadStore implements Port.ReadStore {
  private readonly db: Database.Database;
  private readonly shadowOf: ProjectionName[] | null;
  private readonly projector: SqliteProjector;
  private readonly bots: SqliteBotQueries;
  private readonly owners: SqliteOwnerQueries;
  private readonly webhooks: SqliteWebhookQueries;
  private readonly reviews: SqliteReviewQueries;
  private readonly botReviews: SqliteBotReviewQueries;
  private readonly staff: SqliteStaffQueries;
  private readonly reactorCheckpoints: SqliteReactorCheckpoints;
  private readonly storeMeta: string;
  private readonly suggestions: SqliteSuggestions;
  /** This store's own checkpoint thread: a shadow has none. */
  private readonly checkpointer: WalCheckpointer | null;
  /** The thread whose turn writes take: a shadow writes on the live store's connection. */
  private readonly writeTurn: WalCheckpointer | null;

  constructor(
    private readonly options: SqliteReadStoreOptions,
    shadow?: ShadowOf,
  ) {
    this.db = shadow?.db ?? openDatabase(options.path);
    // A shadow shares the live store's connection, and with it its checkpoint thread.
    this.checkpointer =
      shadow || options.path === ':memory:' ? null : new WalCheckpointer(this.db, options.path);
    this.writeTurn = shadow ? shadow.checkpointer : this.checkpointer;
    this.shadowOf = shadow?.projections ?? null;
    const t = tableNames(this.shadowOf ?? []);
    this.storeMeta = t.storeMeta;
    const names = new Set<string>(this.shadowOf ?? PROJECTION_NAMES);
    const projections = PROJECTIONS.filter((projection) => names.has(projection.name));
    const sql = new StatementCache(this.db, options.traceSql);
    const docs = new SqliteDocStore(this.db, t, {
      deferSearch: shadow !== undefined,
      mirrorRatings: names.has('bots') && names.has('ratings'),
    });
    const clock = options.clock ?? (() => new Date());
    this.projector = new SqliteProjector(this.db, t, sql, docs, projections, clock);
    this.bots = new SqliteBotQueries(sql, t);
    this.suggestions = new SqliteSuggestions(sql, t);
    this.owners = new SqliteOwnerQueries(sql, t);
    this.webhooks = new SqliteWebhookQueries(sql, t);
    this.reviews = new SqliteReviewQueries(sql, t);
    this.botReviews = new SqliteBotReviewQueries(sql, t);
    this.staff = new SqliteStaffQueries(sql, t);
    this.reactorCheckpoints = new SqliteReactorCheckpoints(this.db);
  }

  async applyEvents(events: UncheckedEvent[], options: Port.ApplyOptions = {}): Promise<void> {
    const apply = () => this.projector.applyEvents(events, options.after);
    if (this.writeTurn) await this.writeTurn.write(apply);
    else apply();
  }

  async checkpoints(): Promise<Record<string, number>> {
    return this.projector.checkpoints();
  }

  async deadLetters(): Promise<Port.DeadLetter[]> {
    return this.projector.deadLetters();
  }

  async retryDeadLetter(projection: string, position: number): Promise<boolean> {
    return this.projector.retryDeadLetter(projection, position);
  }

  async removeDeadLetter(projection: string, position: number): Promise<boolean> {
    return this.projector.removeDeadLetter(projection, position);
  }

  async bindEventStore(identity: string): Promise<void> {
    this.db
      .transaction(() => {
        const recorded = readIdentity(this.db, this.storeMeta);
        writeIdentity(this.db, this.storeMeta, boundIdentity(recorded, identity));
      })
      .immediate();
  }

  async eventStoreIdentity(): Promise<string | null> {
    return readIdentity(this.db, this.storeMeta);
  }

  async reactorCheckpoint(name: string): Promise<number | null> {
    return this.reactorCheckpoints.checkpoint(name);
  }

  async saveReactorCheckpoint(name: string, position: number): Promise<void> {
    this.reactorCheckpoints.record(name, position);
  }

  async digest(): Promise<string> {
    return this.projector.digest();
  }

  async openShadow(projections: ProjectionName[] = [...PROJECTION_NAMES]): Promise<Port.ReadStore> {
    if (this.shadowOf) throw new Error('A shadow read store cannot open another shadow');
    openShadowTables(this.db, projections);
    return new SqliteReadStore(this.options, {
      db: this.db,
      projections: [...projections],
      checkpointer: this.checkpointer,
    });
  }

  async promoteShadow(projections: ProjectionName[] = [...PROJECTION_NAMES]): Promise<void> {
    promoteShadowTables(this.db, projections);
  }

  async close(): Promise<void> {
    await this.checkpointer?.stop();
    if (!this.shadowOf && this.db.open) this.db.close();
  }

  async listBots(query: Port.ListBotsQuery): Promise<Port.BotPage> {
    return this.db.transaction(() => this.bots.listBots(query))();
  }

  async findNameClash(name: string, exceptBotId: number): Promise<Port.NameClash | null> {
    return this.bots.findNameClash(name, exceptBotId);
  }

  async getBot(id: number): Promise<Port.BotDetailView | null> {
    return this.bots.getBot(id);
  }

  async resolveBotRef(ref: BotRef): Promise<number | null> {
    if (ref.kind === 'id') return ref.id;
    if (ref.kind === 'application') return this.bots.publicBotOfApplication(ref.applicationId);
    return this.bots.botOfSlug(ref.slug);
  }

  async featuredBots(limit: number): Promise<BotView[]> {
    return this.bots.listBots({ featured: true, sort: 'newest', limit, offset: 0 }).items;
  }

  async searchSuggestions(text: string, limit: number): Promise<Port.SearchSuggestions> {
    return this.db.transaction(() => this.suggestions.suggest(text, limit))();
  }

  async publicBotEntries(): Promise<Port.PublicBotEntry[]> {
    return this.bots.publicBotEntries();
  }

  async taggedBots(tag: string, limit: number): Promise<BotView[]> {
    return this.bots.taggedBots(tag, limit);
  }

  async developerBots(ownerId: string): Promise<BotView[]> {
    return this.bots.developerBots(ownerId);
  }

  async publicTags(limit: number): Promise<string[]> {
    return this.bots.publicTags(limit);
  }

  async trendingBots(query: Port.TrendingQuery): Promise<TrendingBotView[]> {
    return this.bots.trendingBots(query);
  }

  async categories(): Promise<CategoryView[]> {
    return toCategoryViews(this.projector.counters());
  }

  async stats(): Promise<StatsView> {
    return toStatsView(this.projector.counters());
  }

  async listSubmissions(query: Port.ListSubmissionsQuery): Promise<SubmissionView[]> {
    return this.owners.listSubmissions(query);
  }

  async getSubmission(id: string): Promise<SubmissionView | null> {
    return this.owners.getSubmission(id);
  }

  async userBots(userId: string): Promise<UserBotView[]> {
    return this.owners.userBots(userId);
  }

  async userSubmissions(userId: string): Promise<SubmissionView[]> {
    return this.owners.userSubmissions(userId);
  }

  async reviewQueue(): Promise<string[]> {
    return this.reviews.reviewQueue();
  }

  async reviewDecisions(since: string): Promise<ReviewDecisionRow[]> {
    return this.reviews.reviewDecisions(since);
  }

  async listReviews(query: Port.ListReviewsQuery): Promise<ReviewPage> {
    return this.botReviews.listReviews(query);
  }

  async authorReview(botId: number, authorId: string): Promise<ReviewView | null> {
    return this.botReviews.authorReview(botId, authorId);
  }

  async flaggedReviews(limit: number, offset: number): Promise<FlaggedReviewView[]> {
    return this.botReviews.flaggedReviews(limit, offset);
  }

  async listReports(query: Port.ListReportsQuery): Promise<ReportView[]> {
    return this.reviews.listReports(query);
  }

  async getReport(id: string): Promise<ReportView | null> {
    return this.reviews.getReport(id);
  }

  async userNotifications(userId: string): Promise<NotificationView[]> {
    return this.reviews.userNotifications(userId);
  }

  async developerPageHidden(userId: string): Promise<boolean> {
    return this.reviews.developerPageHidden(userId);
  }

  async getNotificationWebhook(userId: string): Promise<NotificationWebhookView | null> {
    return this.reviews.notificationWebhook(userId);
  }

  async listBans(query: Port.ListBansQuery): Promise<BanRecord[]> {
    return this.reviews.listBans(query);
  }

  async userBans(userId: string): Promise<BanRecord | null> {
    return this.reviews.userBans(userId);
  }

  async botHistory(botId: number): Promise<BotHistoryRecord[] | null> {
    return this.reviews.botHistory(botId);
  }

  async reviewerDecisions(since: string): Promise<ReviewerDecisionRow[]> {
    return this.staff.reviewerDecisions(since);
  }

  async cannedReasons(): Promise<CannedReasonView[]> {
    return this.staff.cannedReasons();
  }

  async staffActivity(query: Port.StaffActivityQuery): Promise<StaffActivityPage> {
    return this.staff.staffActivity(query);
  }

  async botAnalytics(query: Port.AnalyticsQuery): Promise<BotAnalyticsDay[]> {
    return this.db.transaction(() => this.bots.botAnalytics(query))();
  }

  async getWebhook(botId: number): Promise<WebhookView | null> {
    return this.webhooks.getWebhook(botId);
  }

  async webhookDeliveries(botId: number, limit: number): Promise<WebhookDeliveryView[]> {
    return this.webhooks.webhookDeliveries(botId, limit);
  }

  async dueWebhookDeliveries(now: string, limit: number): Promise<WebhookDeliveryView[]> {
    return this.webhooks.dueWebhookDeliveries(now, limit);
  }

  async dueVoteReminders(now: string, limit: number): Promise<Port.DueVoteReminder[]> {
    return this.webhooks.dueVoteReminders(now, limit);
  }

  async openWebhookDeliveries(): Promise<number> {
    return this.webhooks.openWebhookDeliveries();
  }
}
