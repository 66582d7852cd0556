import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import type { RecordedEvent } from '@botdir/contracts';
import type {
  AllSubscription,
  AppendOptions,
  AppendResult,
  EventStore,
  EventToAppend,
  ExpectedRevision,
  ReadAllOptions,
  ReadStreamOptions,
  SubscribeToAllOptions,
} from '../event-store.port';
import { prepareEventLog } from './sqlite-schema';
import {
  NO_LIMIT,
  prepareStatements,
  readStreamRows,
  type SqliteStatements,
  type StreamReadRequest,
} from './sqlite-statements';
import { toRecordedEvent } from './sqlite-event-row';
import { PollingAllSubscription } from './polling-all-subscription';
import { GroupCommit, type CommitGroupFn, type GroupCommitStats } from './group-commit';
import { groupCommitterFor } from './commit-group';
import { CommitThread } from './commit-thread';
import { commitThreadFromEnv } from './commit-thread-setting';
import { readThreadsFromEnv } from './read-thread-setting';
import { StreamReadPool } from './stream-read-pool';
import { appenderFor, encodeAppend, type AppendClock, type StreamAppend } from './sqlite-append';
import { retryWindowOf, type RetryWindow, type RetryWindowOptions } from '../retry-window';

export type { StreamAppend } from './sqlite-append';

export interface SqliteEventStoreOptions extends RetryWindowOptions {
  /** How often an idle subscription looks for appends made by another process (ms). */
  pollIntervalMs?: number;
  /**
   * Commit on a worker thread with its own connection (default: EVENT_STORE_COMMIT_THREAD, else
   * on), so the COMMIT and its fsync do not hold the event loop. In-memory logs commit in-thread.
   */
  commitThread?: boolean;
  /**
   * How many worker threads answer stream reads, each with its own connection (default:
   * EVENT_STORE_READ_THREADS, else 2), so a page the kernel must fetch from the disk never holds
   * the event loop; 0 reads on the main thread. In-memory logs read in-thread.
   */
  readThreads?: number;
}

/** The embedded event store: one SQLite file, shareable by several processes. */
export class SqliteEventStore implements EventStore {
  private readonly db: Database.Database;
  private readonly statements: SqliteStatements;
  private readonly subscriptions = new Set<PollingAllSubscription>();
  private readonly pollIntervalMs: number;
  private readonly appendAll: Database.Transaction<(appends: StreamAppend[]) => AppendResult[]>;
  private readonly groupCommit: GroupCommit;
  private readonly commitThread: CommitThread | null;
  private readonly readPool: StreamReadPool | null;
  private readonly retryWindow: RetryWindow;

  constructor(filePath: string, options: SqliteEventStoreOptions = {}) {
    this.db = new Database(filePath);
    prepareEventLog(this.db);
    this.statements = prepareStatements(this.db);
    this.pollIntervalMs = options.pollIntervalMs ?? 25;
    this.retryWindow = retryWindowOf(options);
    const appendOne = appenderFor(this.db);
    this.appendAll = this.db.transaction((appends: StreamAppend[]) =>
      appends.map((append) => appendOne(encodeAppend(append, this.appendClock()))),
    );
    const threaded = (options.commitThread ?? commitThreadFromEnv()) && !this.db.memory;
    const thread = threaded ? new CommitThread(filePath) : null;
    this.commitThread = thread;
    const commitInThread = groupCommitterFor(this.db);
    const commit: CommitGroupFn = thread
      ? (group) => thread.commit(group)
      : async (group) => commitInThread(group);
    this.groupCommit = new GroupCommit(commit, () => this.notifySubscriptions());
    const readThreads = this.db.memory ? 0 : (options.readThreads ?? readThreadsFromEnv());
    this.readPool = readThreads > 0 ? new StreamReadPool(filePath, readThreads) : null;
  }

  /** One append, committed with the others queued at the same time (see GroupCommit). */
  async appendToStream(
    streamId: string,
    events: EventToAppend[],
    expected: ExpectedRevision,
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    const { truncateBefore } = options;
    const append = { streamId, events, expected, truncateBefore };
    return this.groupCommit.append(encodeAppend(append, this.appendClock()));
  }

  /** An empty append that only truncates: it joins the group commit like any other write. */
  async truncateStream(streamId: string, beforeRevision: number): Promise<void> {
    await this.groupCommit.append({
      streamId,
      events: [],
      expected: 'any',
      truncateBefore: beforeRevision,
      clock: this.appendClock(),
    });
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
    const backwards = options.direction === 'backwards';
    const read: StreamReadRequest = {
      streamId,
      backwards,
      fromRevision: options.fromRevision ?? (backwards ? Number.MAX_SAFE_INTEGER : 0),
      limit: options.maxCount ?? NO_LIMIT,
    };
    const rows = this.readPool
      ? await this.readPool.read(read)
      : readStreamRows(this.statements, read);
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

  /** Commits and answers the appends already queued, then ends the commit thread. */
  async close(): Promise<void> {
    await this.groupCommit.drain();
    await this.commitThread?.close();
    await this.readPool?.close();
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    if (this.db.open) this.db.close();
  }

  private readPage(after: number, maxCount: number): RecordedEvent[] {
    return this.statements.readAll.all(after, maxCount).map(toRecordedEvent);
  }

  private appendClock(): AppendClock {
    return { at: this.retryWindow.clock(), retryWindowMs: this.retryWindow.retryWindowMs };
  }

  private notifySubscriptions(): void {
    for (const subscription of this.subscriptions) subscription.notifyAppended();
  }
}
