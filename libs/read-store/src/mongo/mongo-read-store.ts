import type {
  BotRef,
  BotAnalyticsDay,
  BotView,
  CategoryView,
  RecordedEvent,
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
  UserBotView,
  WebhookDeliveryView,
  WebhookView,
} from '@botdir/contracts';
import mongoose, { type Connection, type mongo } from 'mongoose';
import { boundIdentity } from '../event-store-binding';
import type { BotDoc } from '../projections/bots.projection';
import { counterEntries, digestOf, type DigestEntry } from '../projections/digest';
import { PROJECTION_NAMES, type ProjectionName } from '../projections/projection';
import { PROJECTIONS } from '../projections/projections';
import { nameKeys } from '../projections/name-keys';
import { toSubmissionView, type SubmissionDoc } from '../projections/submissions.projection';
import { toBotDetailView, toBotView, toUserBotView } from '../projections/views';
import type * as Port from '../read-store.port';
import { mongoSuggestions } from './mongo-suggestions';
import { MongoBotQueries } from './mongo-bot-queries';
import { stateCollection } from './mongo-collections';
import { MongoProjector } from './mongo-projector';
import { MongoReactorCheckpoints } from './mongo-reactor-checkpoints';
import { ratingDocOf, ratingTotals } from './mongo-ratings';
import { openMongoShadow, promoteMongoShadow } from './mongo-shadow';
import { ensureLiveState, readState, resolveView, type Scope } from './mongo-state';
import { MongoWebhookQueries } from './mongo-webhook-queries';
import { MongoBotReviewQueries } from './mongo-bot-review-queries';
import { MongoReviewQueries } from './mongo-review-queries';
import { MongoStaffQueries } from './mongo-staff-queries';

type Document = mongo.Document;

export interface MongoReadStoreOptions {
  uri: string;
  clock?: () => Date;
}

const rating = (row: Document) => ({
  rating: row['rating'] ?? 0,
  ratingCount: row['ratingCount'] ?? 0,
});

/**
 * The production read store: no multi-document transactions; per-document `_position` guards;
 * each read model in generations of collections, the live ones named by one state document that
 * every query and batch reads first (see mongo-state.ts).
 */
export class MongoReadStore implements Port.ReadStore {
  private readonly bots: MongoBotQueries;
  private readonly projector: MongoProjector;
  private readonly webhooks: MongoWebhookQueries;
  private readonly reviews: MongoReviewQueries;
  private readonly botReviews: MongoBotReviewQueries;
  private readonly staff: MongoStaffQueries;
  private readonly reactorCheckpoints: MongoReactorCheckpoints;
  private readonly scope: Scope;

  private constructor(
    private readonly connection: Connection,
    private readonly clock: () => Date,
    private readonly shadowOf: ProjectionName[] | null,
  ) {
    this.scope = shadowOf ? 'shadow' : 'live';
    const names = new Set<string>(shadowOf ?? PROJECTION_NAMES);
    const projections = PROJECTIONS.filter((projection) => names.has(projection.name));
    this.bots = new MongoBotQueries(() => this.view());
    this.webhooks = new MongoWebhookQueries(() => this.view());
    this.reviews = new MongoReviewQueries(() => this.view());
    this.botReviews = new MongoBotReviewQueries(() => this.view());
    this.staff = new MongoStaffQueries(() => this.view());
    this.projector = new MongoProjector(connection, this.scope, projections, clock);
    this.reactorCheckpoints = new MongoReactorCheckpoints(connection);
  }

  static async connect(options: MongoReadStoreOptions): Promise<MongoReadStore> {
    const connection = await mongoose.createConnection(options.uri).asPromise();
    await ensureLiveState(connection);
    return new MongoReadStore(connection, options.clock ?? (() => new Date()), null);
  }

  private view() {
    return resolveView(this.connection, this.scope);
  }

  applyEvents = (events: RecordedEvent[], options: Port.ApplyOptions = {}): Promise<void> =>
    this.projector.applyEvents(events, options.after);
  checkpoints = (): Promise<Record<string, number>> => this.projector.checkpoints();
  deadLetters = (): Promise<Port.DeadLetter[]> => this.projector.deadLetters();
  retryDeadLetter = (projection: string, position: number): Promise<boolean> =>
    this.projector.retryDeadLetter(projection, position);
  removeDeadLetter = (projection: string, position: number): Promise<boolean> =>
    this.projector.removeDeadLetter(projection, position);

  async bindEventStore(identity: string): Promise<void> {
    const recorded = (await readState(this.connection, this.scope)).eventStore;
    const bound = boundIdentity(recorded, identity);
    if (bound === recorded) return;
    // Only a store with no identity yet takes one: a concurrent binding to another log loses.
    const result = await stateCollection(this.connection).updateOne(
      { _id: this.scope, eventStore: null },
      { $set: { eventStore: bound } },
      { upsert: this.scope === 'shadow' },
    );
    if (result.matchedCount === 0 && result.upsertedCount === 0) {
      await this.bindEventStore(identity);
    }
  }

  async eventStoreIdentity(): Promise<string | null> {
    return (await readState(this.connection, this.scope)).eventStore;
  }

  reactorCheckpoint = (name: string): Promise<number | null> =>
    this.reactorCheckpoints.checkpoint(name);
  saveReactorCheckpoint = (name: string, position: number): Promise<void> =>
    this.reactorCheckpoints.record(name, position);

  async digest(): Promise<string> {
    const { c } = await this.view();
    const entries: DigestEntry[] = [];
    const models = {
      bots: c.bots,
      submissions: c.submissions,
      'invite-activity': c.inviteActivity,
      analytics: c.analytics,
      webhooks: c.webhooks,
      'webhook-deliveries': c.webhookDeliveries,
      reports: c.reports,
      notifications: c.notifications,
      'notification-webhooks': c.notificationWebhooks,
      'bot-history': c.botHistory,
      bans: c.bans,
      reviews: c.reviews,
      'staff-activity': c.staffActivity,
      'canned-reasons': c.cannedReasons,
      'vote-reminders': c.voteReminders,
    };
    for (const [model, collection] of Object.entries(models)) {
      for await (const row of collection.find({ doc: { $ne: null } }, { projection: { doc: 1 } })) {
        entries.push({ model, key: String(row._id), content: row['doc'] });
      }
    }
    for (const total of await ratingTotals(c.ratings, undefined, true)) {
      entries.push({ model: 'ratings', key: String(total.botId), content: ratingDocOf(total) });
    }
    entries.push(...counterEntries(await this.bots.counters()));
    return digestOf(entries);
  }

  async openShadow(projections: ProjectionName[] = [...PROJECTION_NAMES]): Promise<Port.ReadStore> {
    if (this.shadowOf) throw new Error('A shadow read store cannot open another shadow');
    await openMongoShadow(this.connection, projections);
    return new MongoReadStore(this.connection, this.clock, [...projections]);
  }

  async promoteShadow(projections: ProjectionName[] = [...PROJECTION_NAMES]): Promise<void> {
    await promoteMongoShadow(this.connection, projections);
  }

  /** A shadow shares its live store's connection and leaves it open. */
  async close(): Promise<void> {
    if (!this.shadowOf) await this.connection.close();
  }

  listBots = (query: Port.ListBotsQuery): Promise<Port.BotPage> => this.bots.listBots(query);
  trendingBots = (query: Port.TrendingQuery): Promise<TrendingBotView[]> =>
    this.bots.trendingBots(query);
  categories = (): Promise<CategoryView[]> => this.bots.categories();
  botAnalytics = (query: Port.AnalyticsQuery): Promise<BotAnalyticsDay[]> =>
    this.bots.botAnalytics(query);
  stats = (): Promise<StatsView> => this.bots.stats();

  async getBot(id: number): Promise<Port.BotDetailView | null> {
    const { c } = await this.view();
    const row = await c.bots.findOne({ _id: id, doc: { $ne: null } });
    return row ? toBotDetailView(row['doc'] as BotDoc, rating(row)) : null;
  }

  async resolveBotRef(ref: BotRef): Promise<number | null> {
    if (ref.kind === 'id') return ref.id;
    const { c } = await this.view();
    if (ref.kind === 'slug') {
      // The earliest holder wins a slug two approvals raced for (as SQLite's first insert does).
      const holder = await c.bots.findOne(
        { slugs: ref.slug },
        { projection: { _id: 1 }, sort: { _id: 1 } },
      );
      return holder ? Number(holder._id) : null;
    }
    const row = await c.bots.findOne(
      { isPublic: true, 'doc.bot.discordAppId': ref.applicationId },
      { projection: { _id: 1 }, sort: { _id: 1 } },
    );
    return row ? Number(row._id) : null;
  }

  async findNameClash(name: string, exceptBotId: number): Promise<Port.NameClash | null> {
    const { c } = await this.view();
    const { folded, shaped } = nameKeys(name);
    const claims = { status: { $in: ['live', 'pending'] }, _id: { $ne: exceptBotId } };
    const row =
      (await c.bots.findOne({ nameFolded: folded, ...claims })) ??
      (await c.bots.findOne({ nameShaped: shaped, ...claims }));
    if (!row) return null;
    const doc = row['doc'] as BotDoc;
    return {
      id: Number(row._id),
      name: doc.bot.name,
      status: doc.status === 'live' ? 'live' : 'pending',
    };
  }

  async publicBotEntries(): Promise<Port.PublicBotEntry[]> {
    const { c } = await this.view();
    const rows = await c.bots
      .find({ isPublic: true }, { projection: { _id: 1, 'doc.updatedAt': 1, 'doc.slug': 1 } })
      .sort({ _id: 1 })
      .toArray();
    return rows.map((row) => {
      const doc = row['doc'] as Pick<BotDoc, 'updatedAt' | 'slug'>;
      return { id: row._id as unknown as number, slug: doc.slug ?? null, updatedAt: doc.updatedAt };
    });
  }

  async taggedBots(tag: string, limit: number): Promise<BotView[]> {
    const { c } = await this.view();
    const rows = await c.bots
      .find({ isPublic: true, 'doc.bot.tags': tag })
      .sort({ createdAt: -1, _id: -1 })
      .limit(limit)
      .toArray();
    return rows.map((row) => toBotView(row['doc'] as BotDoc, rating(row)));
  }

  async developerBots(ownerId: string): Promise<BotView[]> {
    const { c } = await this.view();
    const rows = await c.bots
      .find({ ownerId, isPublic: true })
      .sort({ createdAt: -1, _id: -1 })
      .toArray();
    return rows.map((row) => toBotView(row['doc'] as BotDoc, rating(row)));
  }

  async publicTags(limit: number): Promise<string[]> {
    const { c } = await this.view();
    const rows = await c.bots
      .aggregate<{ _id: string }>([
        { $match: { isPublic: true } },
        { $unwind: '$doc.bot.tags' },
        { $group: { _id: '$doc.bot.tags' } },
        { $sort: { _id: 1 } },
        { $limit: limit },
      ])
      .toArray();
    return rows.map((row) => row._id);
  }

  async searchSuggestions(text: string, limit: number): Promise<Port.SearchSuggestions> {
    const { c } = await this.view();
    return mongoSuggestions(c, text, limit);
  }

  async featuredBots(limit: number): Promise<BotView[]> {
    return (await this.bots.listBots({ featured: true, sort: 'newest', limit, offset: 0 })).items;
  }

  async listSubmissions(query: Port.ListSubmissionsQuery): Promise<SubmissionView[]> {
    const filter: Document = { doc: { $ne: null } };
    if (query.status) {
      filter['status'] = query.status === 'unlisted' ? 'approved' : query.status;
      if (query.status === 'unlisted') filter['doc.botId'] = { $in: await this.unlistedBotIds() };
      if (query.status === 'approved') filter['doc.botId'] = { $nin: await this.unlistedBotIds() };
    }
    if (query.search) {
      const text = { $regex: query.search.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), $options: 'i' };
      filter['$or'] = [{ 'doc.botData': text }, { 'doc.submitterName': text }];
    }
    if (query.reviewedSince) filter['doc.reviewedAt'] = { $gte: query.reviewedSince };
    // The review queue is first in, first out: pending submissions read oldest first.
    const order = query.status === 'pending' ? 1 : -1;
    return this.submissions(filter, query.limit, query.offset, order);
  }

  private async unlistedBotIds(): Promise<number[]> {
    const { c } = await this.view();
    const rows = await c.bots.find({ status: 'unlisted' }, { projection: { _id: 1 } }).toArray();
    return rows.map((row) => row._id as unknown as number);
  }

  async getSubmission(id: string): Promise<SubmissionView | null> {
    return (await this.submissions({ _id: id, doc: { $ne: null } }, 1, 0))[0] ?? null;
  }

  async userBots(userId: string): Promise<UserBotView[]> {
    const { c } = await this.view();
    const rows = await c.bots
      .find({
        $or: [
          { ownerId: userId },
          { 'doc.coOwnerIds': userId },
          { 'doc.transferOfferedTo': userId },
        ],
        status: { $in: ['live', 'pending'] },
        doc: { $ne: null },
      })
      .sort({ createdAt: -1, _id: -1 })
      .toArray();
    return rows.flatMap((row) => toUserBotView(row['doc'] as BotDoc, rating(row), userId) ?? []);
  }

  async userSubmissions(userId: string): Promise<SubmissionView[]> {
    return this.submissions({ submitterId: userId, doc: { $ne: null } }, 0, 0);
  }

  getWebhook = (botId: number): Promise<WebhookView | null> => this.webhooks.getWebhook(botId);
  webhookDeliveries = (botId: number, limit: number): Promise<WebhookDeliveryView[]> =>
    this.webhooks.webhookDeliveries(botId, limit);
  dueWebhookDeliveries = (now: string, limit: number): Promise<WebhookDeliveryView[]> =>
    this.webhooks.dueWebhookDeliveries(now, limit);
  openWebhookDeliveries = (): Promise<number> => this.webhooks.openWebhookDeliveries();
  dueVoteReminders = (now: string, limit: number): Promise<Port.DueVoteReminder[]> =>
    this.webhooks.dueVoteReminders(now, limit);
  reviewQueue = (): Promise<string[]> => this.reviews.reviewQueue();
  reviewDecisions = (since: string): Promise<ReviewDecisionRow[]> =>
    this.reviews.reviewDecisions(since);
  listReviews = (query: Port.ListReviewsQuery): Promise<ReviewPage> =>
    this.botReviews.listReviews(query);

  authorReview = (botId: number, authorId: string): Promise<ReviewView | null> =>
    this.botReviews.authorReview(botId, authorId);

  flaggedReviews = (limit: number, offset: number): Promise<FlaggedReviewView[]> =>
    this.botReviews.flaggedReviews(limit, offset);

  listReports = (query: Port.ListReportsQuery): Promise<ReportView[]> =>
    this.reviews.listReports(query);
  getReport = (id: string): Promise<ReportView | null> => this.reviews.getReport(id);
  listBans = (query: Port.ListBansQuery): Promise<BanRecord[]> => this.reviews.listBans(query);
  userBans = (userId: string): Promise<BanRecord | null> => this.reviews.userBans(userId);
  userNotifications = (userId: string): Promise<NotificationView[]> =>
    this.reviews.userNotifications(userId);
  developerPageHidden = (userId: string): Promise<boolean> =>
    this.reviews.developerPageHidden(userId);
  getNotificationWebhook = (userId: string): Promise<NotificationWebhookView | null> =>
    this.reviews.notificationWebhook(userId);
  botHistory = (botId: number): Promise<BotHistoryRecord[] | null> =>
    this.reviews.botHistory(botId);
  cannedReasons = (): Promise<CannedReasonView[]> => this.staff.cannedReasons();
  reviewerDecisions = (since: string): Promise<ReviewerDecisionRow[]> =>
    this.staff.reviewerDecisions(since);
  staffActivity = (query: Port.StaffActivityQuery): Promise<StaffActivityPage> =>
    this.staff.staffActivity(query);

  private async submissions(filter: Document, limit: number, offset: number, order: 1 | -1 = -1) {
    const { c } = await this.view();
    const rows = await c.submissions
      .find(filter)
      .sort({ sequence: order })
      .skip(offset)
      .limit(limit)
      .toArray();
    return rows.map((row) => toSubmissionView(row['doc'] as SubmissionDoc));
  }
}
