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

type Document = mongo.Document;
import type { BotDoc } from '../projections/bots.projection';
import { counterEntries, digestOf, type DigestEntry } from '../projections/digest';
import { PROJECTIONS, projectionNamed } from '../projections/projections';
import type { Projection } from '../projections/projection';
import { runBatch } from '../projections/run-batch';
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
import { loadMongoDocs, writeMongoChanges } from './mongo-doc-writer';

export interface MongoReadStoreOptions {
  uri: string;
  prefix?: string;
  clock?: () => Date;
}

const rating = (row: Document) => ({
  rating: row['rating'] ?? 0,
  ratingCount: row['ratingCount'] ?? 0,
});

/** The production read store: no multi-document transactions, per-document `_position` guards. */
export class MongoReadStore implements Port.ReadStore {
  private constructor(
    private readonly connection: Connection,
    private readonly c: MongoCollections,
    private readonly bots: MongoBotQueries,
    private readonly clock: () => Date,
  ) {}

  static async connect(options: MongoReadStoreOptions): Promise<MongoReadStore> {
    const connection = await mongoose.createConnection(options.uri).asPromise();
    const c = mongoCollections(connection, options.prefix);
    await ensureMongoIndexes(c);
    return new MongoReadStore(
      connection,
      c,
      new MongoBotQueries(c),
      options.clock ?? (() => new Date()),
    );
  }

  async applyEvents(events: RecordedEvent[]): Promise<void> {
    await this.apply(events, PROJECTIONS, await this.checkpoints());
  }

  async checkpoints(): Promise<Record<string, number>> {
    const rows = await this.c.checkpoints.find({}).toArray();
    return Object.fromEntries(rows.map((row) => [String(row._id), row['position'] as number]));
  }

  async deadLetters(): Promise<Port.DeadLetter[]> {
    const rows = await this.c.deadLetters.find({}).sort({ position: 1, projection: 1 }).toArray();
    return rows.map(
      ({ projection, position, eventId, type, error, at }) =>
        ({
          projection,
          position,
          eventId,
          type,
          error,
          at,
        }) as Port.DeadLetter,
    );
  }

  async retryDeadLetter(projection: string, position: number): Promise<boolean> {
    const target = projectionNamed(projection);
    const letter = await this.c.deadLetters.findOne({ _id: `${projection}:${position}` });
    if (!target || !letter) return false;
    const ok = await this.apply([letter['event'] as RecordedEvent], [target], {
      [projection]: position - 1,
    });
    if (ok) await this.removeDeadLetter(projection, position);
    return ok;
  }

  async removeDeadLetter(projection: string, position: number): Promise<boolean> {
    const result = await this.c.deadLetters.deleteOne({
      _id: `${projection}:${position}`,
    });
    return result.deletedCount > 0;
  }

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

  async close(): Promise<void> {
    await this.connection.close();
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

  /** Loads touched documents, runs the shared batch, writes guarded docs, then letters, then checkpoints. */
  private async apply(
    events: readonly RecordedEvent[],
    projections: readonly Projection<unknown>[],
    checkpoints: Record<string, number>,
  ): Promise<boolean> {
    if (events.length === 0) return true;
    const keys = new Map<string, Set<string>>();
    for (const projection of projections) {
      const set = new Set<string>();
      for (const event of events) {
        try {
          const key = projection.keyOf(event);
          if (key !== null) set.add(key);
        } catch {
          // A malformed event: the batch run dead-letters it.
        }
      }
      keys.set(projection.name, set);
    }
    const stored = await loadMongoDocs(this.c, keys);
    const load = (projection: string, key: string) =>
      stored.get(`${projection}\u0000${key}`) ?? null;
    const outcome = runBatch(events, projections, checkpoints, load, this.clock().toISOString());
    await writeMongoChanges(this.c, outcome.changes);
    for (const letter of outcome.deadLetters) {
      const event = events.find((candidate) => candidate.position === letter.position);
      const _id = `${letter.projection}:${letter.position}`;
      await this.c.deadLetters.replaceOne({ _id }, { ...letter, event }, { upsert: true });
    }
    for (const projection of projections) {
      const position = outcome.checkpoints[projection.name];
      if (position === undefined) continue;
      await this.c.checkpoints.updateOne(
        { _id: projection.name },
        { $max: { position } },
        { upsert: true },
      );
    }
    return outcome.deadLetters.length === 0;
  }
}
