import type {
  BotView,
  CategoryView,
  RecordedEvent,
  StatsView,
  SubmissionStatus,
  SubmissionView,
  TrendingBotView,
  UserBotView,
} from '@botdir/contracts';
import Database from 'better-sqlite3';
import type { BotDoc } from '../projections/bots.projection';
import { counterEntries, digestOf, type DigestEntry } from '../projections/digest';
import { PROJECTIONS, projectionNamed } from '../projections/projections';
import { runBatch, type BatchOutcome } from '../projections/run-batch';
import { toSubmissionView, type SubmissionDoc } from '../projections/submissions.projection';
import { toBotDetailView, toCategoryViews, toStatsView, toUserBotView } from '../projections/views';
import type * as Port from '../read-store.port';
import { BOT_COLUMNS, SqliteBotQueries, type BotRow } from './sqlite-bot-queries';
import { SqliteDocStore } from './sqlite-doc-store';
import { createSchema, tableNames, type TableNames } from './sqlite-schema';
import { StatementCache } from './sqlite-statements';

export interface SqliteReadStoreOptions {
  /** A file path or ':memory:'. */
  path: string;
  /** Table name prefix, e.g. 'shadow_' for a replay built beside the live tables. */
  prefix?: string;
  /** When dead letters are recorded; never used by projections or queries. */
  clock?: () => Date;
}

/** The embedded read store: one SQLite file (WAL), shared by an api and a projector process. */
export class SqliteReadStore implements Port.ReadStore {
  private readonly db: Database.Database;
  private readonly t: TableNames;
  private readonly sql: StatementCache;
  private readonly docs: SqliteDocStore;
  private readonly bots: SqliteBotQueries;
  private readonly clock: () => Date;

  constructor(options: SqliteReadStoreOptions) {
    this.db = new Database(options.path);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.pragma('synchronous = NORMAL');
    this.t = tableNames(options.prefix);
    createSchema(this.db, this.t);
    this.sql = new StatementCache(this.db);
    this.docs = new SqliteDocStore(this.db, this.t);
    this.bots = new SqliteBotQueries(this.sql, this.t);
    this.clock = options.clock ?? (() => new Date());
  }

  async applyEvents(events: RecordedEvent[]): Promise<void> {
    if (events.length === 0) return;
    const at = this.clock().toISOString();
    this.db
      .transaction(() => {
        const outcome = runBatch(events, PROJECTIONS, this.readCheckpoints(), this.docs.load, at);
        this.persist(outcome, events);
      })
      .immediate();
  }

  async checkpoints(): Promise<Record<string, number>> {
    return this.readCheckpoints();
  }

  async deadLetters(): Promise<Port.DeadLetter[]> {
    return this.sql
      .get(
        `SELECT projection, position, event_id AS eventId, type, error, at
         FROM ${this.t.deadLetters} ORDER BY position, projection`,
      )
      .all() as Port.DeadLetter[];
  }

  async retryDeadLetter(projection: string, position: number): Promise<boolean> {
    const target = projectionNamed(projection);
    const row = this.sql
      .get(`SELECT event FROM ${this.t.deadLetters} WHERE projection = ? AND position = ?`)
      .get(projection, position) as { event: string } | undefined;
    if (!target || !row) return false;
    const event = JSON.parse(row.event) as RecordedEvent;
    const at = this.clock().toISOString();
    return this.db
      .transaction(() => {
        const start = { [projection]: position - 1 };
        const outcome = runBatch([event], [target], start, this.docs.load, at);
        const current = this.readCheckpoints()[projection] ?? 0;
        outcome.checkpoints[projection] = Math.max(current, position);
        if (outcome.deadLetters.length === 0) this.removeLetter(projection, position);
        this.persist(outcome, [event]);
        return outcome.deadLetters.length === 0;
      })
      .immediate();
  }

  async removeDeadLetter(projection: string, position: number): Promise<boolean> {
    return this.removeLetter(projection, position);
  }

  async digest(): Promise<string> {
    const entries: DigestEntry[] = [];
    const models = [
      ['bots', `SELECT id AS key, doc FROM ${this.t.bots}`],
      ['submissions', `SELECT id AS key, doc FROM ${this.t.submissions}`],
      ['ratings', `SELECT bot_id AS key, doc FROM ${this.t.ratings}`],
      [
        'invite-activity',
        `SELECT bot_id || ':' || visitor AS key,
           json_object('botId', bot_id, 'visitor', visitor, 'lastDay', last_day) AS doc
         FROM ${this.t.inviteActivity}`,
      ],
    ] as const;
    for (const [model, query] of models) {
      for (const row of this.sql.get(query).iterate() as Iterable<{ key: unknown; doc: string }>) {
        entries.push({ model, key: String(row.key), content: JSON.parse(row.doc) });
      }
    }
    entries.push(...counterEntries(this.readCounters()));
    return digestOf(entries);
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }

  async listBots(query: Port.ListBotsQuery): Promise<Port.BotPage> {
    return this.bots.listBots(query);
  }

  async getBot(id: number): Promise<Port.BotDetailView | null> {
    const row = this.sql
      .get(`SELECT ${BOT_COLUMNS} FROM ${this.t.bots} b WHERE b.id = ?`)
      .get(id) as BotRow | undefined;
    if (!row) return null;
    return toBotDetailView(JSON.parse(row.doc) as BotDoc, row);
  }

  async featuredBots(limit: number): Promise<BotView[]> {
    return this.bots.listBots({ featured: true, sort: 'newest', limit, offset: 0 }).items;
  }

  async trendingBots(query: Port.TrendingQuery): Promise<TrendingBotView[]> {
    return this.bots.trendingBots(query);
  }

  async categories(): Promise<CategoryView[]> {
    return toCategoryViews(this.readCounters());
  }

  async stats(): Promise<StatsView> {
    return toStatsView(this.readCounters());
  }

  async listSubmissions(query: Port.ListSubmissionsQuery): Promise<SubmissionView[]> {
    const where = query.status ? 'WHERE status = @status' : '';
    const params: { limit: number; offset: number; status?: SubmissionStatus } = {
      limit: query.limit,
      offset: query.offset,
    };
    if (query.status) params.status = query.status;
    return this.submissionsWhere(
      `${where} ORDER BY sequence DESC LIMIT @limit OFFSET @offset`,
      params,
    );
  }

  async getSubmission(id: string): Promise<SubmissionView | null> {
    return this.submissionsWhere('WHERE id = ?', id)[0] ?? null;
  }

  async userBots(userId: string): Promise<UserBotView[]> {
    const rows = this.sql
      .get(
        `SELECT ${BOT_COLUMNS} FROM ${this.t.bots} b
         WHERE b.owner_id = ? AND b.status IN ('live', 'pending') ORDER BY b.created_at DESC, b.id DESC`,
      )
      .all(userId) as BotRow[];
    return rows.flatMap((row) => toUserBotView(JSON.parse(row.doc) as BotDoc, row) ?? []);
  }

  async userSubmissions(userId: string): Promise<SubmissionView[]> {
    return this.submissionsWhere('WHERE submitter_id = ? ORDER BY sequence DESC', userId);
  }

  private submissionsWhere(clause: string, params: unknown): SubmissionView[] {
    const rows = this.sql.get(`SELECT doc FROM ${this.t.submissions} ${clause}`).all(params) as {
      doc: string;
    }[];
    return rows.map((row) => toSubmissionView(JSON.parse(row.doc) as SubmissionDoc));
  }

  private persist(outcome: BatchOutcome, events: readonly RecordedEvent[]): void {
    this.docs.write(outcome.changes);
    const letter = this.sql.get(`
      INSERT OR REPLACE INTO ${this.t.deadLetters} (projection, position, event_id, type, error, at, event)
      VALUES (@projection, @position, @eventId, @type, @error, @at, @event)`);
    for (const dead of outcome.deadLetters) {
      const event = events.find((candidate) => candidate.position === dead.position);
      letter.run({ ...dead, event: JSON.stringify(event) });
    }
    const checkpoint = this.sql.get(`
      INSERT INTO ${this.t.checkpoints} (projection, position) VALUES (?, ?)
      ON CONFLICT (projection) DO UPDATE SET position = max(position, excluded.position)`);
    for (const [projection, position] of Object.entries(outcome.checkpoints)) {
      checkpoint.run(projection, position);
    }
  }

  private removeLetter(projection: string, position: number): boolean {
    const sql = `DELETE FROM ${this.t.deadLetters} WHERE projection = ? AND position = ?`;
    return this.sql.get(sql).run(projection, position).changes > 0;
  }

  private readCheckpoints(): Record<string, number> {
    const rows = this.sql.get(`SELECT projection, position FROM ${this.t.checkpoints}`).all() as {
      projection: string;
      position: number;
    }[];
    return Object.fromEntries(rows.map((row) => [row.projection, row.position]));
  }

  private readCounters(): Map<string, number> {
    const rows = this.sql.get(`SELECT key, value FROM ${this.t.counters}`).all() as {
      key: string;
      value: number;
    }[];
    return new Map(rows.map((row) => [row.key, row.value]));
  }
}
