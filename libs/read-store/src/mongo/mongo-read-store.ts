import type {
  BotView,
  CategoryView,
  RecordedEvent,
  StatsView,
  SubmissionView,
  TrendingBotView,
  UserBotView,
} from '@botdir/contracts';
import mongoose, { type Connection, type mongo } from 'mongoose';
import type { BotDoc } from '../projections/bots.projection';
import { counterEntries, digestOf, type DigestEntry } from '../projections/digest';
import { PROJECTION_NAMES, type ProjectionName } from '../projections/projection';
import { PROJECTIONS } from '../projections/projections';
import { toSubmissionView, type SubmissionDoc } from '../projections/submissions.projection';
import { toBotDetailView, toUserBotView } from '../projections/views';
import type * as Port from '../read-store.port';
import { MongoBotQueries } from './mongo-bot-queries';
import {
  byProjection,
  ensureMongoIndexes,
  mongoCollections,
  type MongoCollections,
} from './mongo-collections';
import { MongoProjector } from './mongo-projector';
import { openMongoShadow, promoteMongoShadow } from './mongo-shadow';

type Document = mongo.Document;

export interface MongoReadStoreOptions {
  uri: string;
  clock?: () => Date;
}

const rating = (row: Document) => ({
  rating: row['rating'] ?? 0,
  ratingCount: row['ratingCount'] ?? 0,
});

/** The production read store: no multi-document transactions, per-document `_position` guards. */
export class MongoReadStore implements Port.ReadStore {
  private readonly bots: MongoBotQueries;
  private readonly projector: MongoProjector;

  private constructor(
    private readonly connection: Connection,
    private readonly c: MongoCollections,
    private readonly clock: () => Date,
    private readonly shadowOf: ProjectionName[] | null,
  ) {
    const names = new Set<string>(shadowOf ?? PROJECTION_NAMES);
    const projections = PROJECTIONS.filter((projection) => names.has(projection.name));
    this.bots = new MongoBotQueries(c);
    this.projector = new MongoProjector(c, projections, clock);
  }

  static async connect(options: MongoReadStoreOptions): Promise<MongoReadStore> {
    const connection = await mongoose.createConnection(options.uri).asPromise();
    const c = mongoCollections(connection);
    await ensureMongoIndexes(c);
    return new MongoReadStore(connection, c, options.clock ?? (() => new Date()), null);
  }

  applyEvents = (events: RecordedEvent[]): Promise<void> => this.projector.applyEvents(events);
  checkpoints = (): Promise<Record<string, number>> => this.projector.checkpoints();
  deadLetters = (): Promise<Port.DeadLetter[]> => this.projector.deadLetters();
  retryDeadLetter = (projection: string, position: number): Promise<boolean> =>
    this.projector.retryDeadLetter(projection, position);
  removeDeadLetter = (projection: string, position: number): Promise<boolean> =>
    this.projector.removeDeadLetter(projection, position);

  async digest(): Promise<string> {
    const entries: DigestEntry[] = [];
    for (const [model, collection] of Object.entries(byProjection(this.c))) {
      for await (const row of collection.find({ doc: { $ne: null } }, { projection: { doc: 1 } })) {
        entries.push({ model, key: String(row._id), content: row['doc'] });
      }
    }
    entries.push(...counterEntries(await this.bots.counters()));
    return digestOf(entries);
  }

  async openShadow(projections: ProjectionName[] = [...PROJECTION_NAMES]): Promise<Port.ReadStore> {
    if (this.shadowOf) throw new Error('A shadow read store cannot open another shadow');
    const shadow = await openMongoShadow(this.connection, projections);
    return new MongoReadStore(this.connection, shadow, this.clock, [...projections]);
  }

  async promoteShadow(projections: ProjectionName[] = [...PROJECTION_NAMES]): Promise<void> {
    await promoteMongoShadow(this.connection, projections);
    this.bots.forgetCounters();
  }

  /** A shadow shares its live store's connection and leaves it open. */
  async close(): Promise<void> {
    if (!this.shadowOf) await this.connection.close();
  }

  listBots = (query: Port.ListBotsQuery): Promise<Port.BotPage> => this.bots.listBots(query);
  trendingBots = (query: Port.TrendingQuery): Promise<TrendingBotView[]> =>
    this.bots.trendingBots(query);
  categories = (): Promise<CategoryView[]> => this.bots.categories();
  stats = (): Promise<StatsView> => this.bots.stats();

  async getBot(id: number): Promise<Port.BotDetailView | null> {
    const row = await this.c.bots.findOne({ _id: id, doc: { $ne: null } });
    return row ? toBotDetailView(row['doc'] as BotDoc, rating(row)) : null;
  }

  async publicBotEntries(): Promise<Port.PublicBotEntry[]> {
    const rows = await this.c.bots
      .find({ isPublic: true }, { projection: { _id: 1, 'doc.updatedAt': 1 } })
      .sort({ _id: 1 })
      .toArray();
    return rows.map((row) => ({
      id: row._id as unknown as number,
      updatedAt: (row['doc'] as Pick<BotDoc, 'updatedAt'>).updatedAt,
    }));
  }

  async featuredBots(limit: number): Promise<BotView[]> {
    return (await this.bots.listBots({ featured: true, sort: 'newest', limit, offset: 0 })).items;
  }

  async listSubmissions(query: Port.ListSubmissionsQuery): Promise<SubmissionView[]> {
    const filter: Document = { doc: { $ne: null } };
    if (query.status) filter['status'] = query.status;
    return this.submissions(filter, query.limit, query.offset);
  }

  async getSubmission(id: string): Promise<SubmissionView | null> {
    return (await this.submissions({ _id: id, doc: { $ne: null } }, 1, 0))[0] ?? null;
  }

  async userBots(userId: string): Promise<UserBotView[]> {
    const rows = await this.c.bots
      .find({ ownerId: userId, status: { $in: ['live', 'pending'] }, doc: { $ne: null } })
      .sort({ createdAt: -1, _id: -1 })
      .toArray();
    return rows.flatMap((row) => toUserBotView(row['doc'] as BotDoc, rating(row)) ?? []);
  }

  async userSubmissions(userId: string): Promise<SubmissionView[]> {
    return this.submissions({ submitterId: userId, doc: { $ne: null } }, 0, 0);
  }

  private async submissions(filter: Document, limit: number, offset: number) {
    const rows = await this.c.submissions
      .find(filter)
      .sort({ sequence: -1 })
      .skip(offset)
      .limit(limit)
      .toArray();
    return rows.map((row) => toSubmissionView(row['doc'] as SubmissionDoc));
  }
}
