import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import type { RecordedEvent } from '@botdir/contracts';
import type {
  AllSubscription,
  AppendResult,
  EventStore,
  EventToAppend,
  ExpectedRevision,
  ReadAllOptions,
  ReadStreamOptions,
  SubscribeToAllOptions,
} from '../event-store.port';
import { assertExpectedRevision, NO_STREAM_REVISION } from '../expected-revision';
import { assertDistinctEventIds, resolveIdempotentRetry } from '../idempotent-retry';
import { prepareEventLog } from './sqlite-schema';
import { NO_LIMIT, prepareStatements, type SqliteStatements } from './sqlite-statements';
import { toRecordedEvent } from './sqlite-event-row';
import { PollingAllSubscription } from './polling-all-subscription';
import { GroupCommit, type GroupCommitStats } from './group-commit';

export interface SqliteEventStoreOptions {
  /** How often an idle subscription looks for appends made by another process (ms). */
  pollIntervalMs?: number;
}

/** One append of `appendBatch`. */
export interface StreamAppend {
  streamId: string;
  events: EventToAppend[];
  expected: ExpectedRevision;
}

/** The embedded event store: one SQLite file, shareable by several processes. */
export class SqliteEventStore implements EventStore {
  private readonly db: Database.Database;
  private readonly statements: SqliteStatements;
  private readonly subscriptions = new Set<PollingAllSubscription>();
  private readonly pollIntervalMs: number;
  private readonly appendAll: Database.Transaction<(appends: StreamAppend[]) => AppendResult[]>;
  private readonly groupCommit: GroupCommit<StreamAppend>;

  constructor(filePath: string, options: SqliteEventStoreOptions = {}) {
    this.db = new Database(filePath);
    prepareEventLog(this.db);
    this.statements = prepareStatements(this.db);
    this.pollIntervalMs = options.pollIntervalMs ?? 25;
    this.appendAll = this.db.transaction((appends: StreamAppend[]) =>
      appends.map((append) => this.appendInTransaction(append)),
    );
    this.groupCommit = new GroupCommit(
      this.db,
      (append: StreamAppend) => this.appendInTransaction(append),
      () => this.notifySubscriptions(),
    );
  }

  /** One append, committed with the others of the same event-loop turn (see GroupCommit). */
  async appendToStream(
    streamId: string,
    events: EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    return this.groupCommit.append({ streamId, events, expected });
  }

  /** Commits so far and the appends they held (group commit at work). */
  commitStats(): GroupCommitStats {
    return this.groupCommit.stats();
  }

  /** Many appends in one transaction (seeding, benchmarks): all are written, or none. */
  async appendBatch(appends: StreamAppend[]): Promise<AppendResult[]> {
    const results = this.appendAll.immediate(appends);
    this.notifySubscriptions();
    return results;
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const limit = options.maxCount ?? NO_LIMIT;
    const rows =
      options.direction === 'backwards'
        ? this.statements.readStreamBackwards.all(
            streamId,
            options.fromRevision ?? Number.MAX_SAFE_INTEGER,
            limit,
          )
        : this.statements.readStreamForwards.all(streamId, options.fromRevision ?? 0, limit);
    return rows.map(toRecordedEvent);
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    return this.readPage(options.after ?? 0, options.maxCount ?? NO_LIMIT);
  }

  subscribeToAll(options: SubscribeToAllOptions = {}): AllSubscription {
    const subscription = new PollingAllSubscription({
      readPage: (after, maxCount) => this.readPage(after, maxCount),
      after: options.after ?? 0,
      pollIntervalMs: this.pollIntervalMs,
      onClose: (closed) => this.subscriptions.delete(closed),
    });
    this.subscriptions.add(subscription);
    return subscription;
  }

  async headPosition(): Promise<number> {
    return (this.statements.headPosition.get() as { head: number }).head;
  }

  /** Made once per log file (the first process to ask writes it) and kept in the file. */
  async identity(): Promise<string> {
    this.db
      .prepare("INSERT OR IGNORE INTO store_meta (key, value) VALUES ('identity', ?)")
      .run(`sqlite:${randomUUID()}`);
    const row = this.db.prepare("SELECT value FROM store_meta WHERE key = 'identity'").get() as {
      value: string;
    };
    return row.value;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    if (this.db.open) this.db.close();
  }

  private readPage(after: number, maxCount: number): RecordedEvent[] {
    return this.statements.readAll.all(after, maxCount).map(toRecordedEvent);
  }

  /** Must run inside an IMMEDIATE transaction: the checks and the writes see the same log. */
  private appendInTransaction({ streamId, events, expected }: StreamAppend): AppendResult {
    const ids = events.map((event) => event.id);
    assertDistinctEventIds(streamId, ids);
    if (ids.length > 0) {
      const stored = this.statements.findByIds.all(JSON.stringify(ids));
      const retried = resolveIdempotentRetry(streamId, ids, stored);
      if (retried) return retried;
    }
    const last = this.statements.lastRevision.get(streamId);
    const actual = last?.revision ?? NO_STREAM_REVISION;
    assertExpectedRevision(streamId, expected, actual);

    let position = last?.position ?? 0;
    events.forEach((event, index) => {
      const inserted = this.statements.insert.run(
        event.id,
        streamId,
        actual + 1 + index,
        event.type,
        JSON.stringify(event.data ?? null),
        JSON.stringify(event.metadata),
      );
      position = Number(inserted.lastInsertRowid);
    });
    return { nextRevision: actual + events.length, position };
  }

  private notifySubscriptions(): void {
    for (const subscription of this.subscriptions) subscription.notifyAppended();
  }
}
