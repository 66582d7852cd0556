import type { AppendResult } from '../event-store.port';
import type { GroupCommitted } from './commit-group';
import type { EncodedAppend } from './sqlite-append';

interface Waiting {
  append: EncodedAppend;
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
}

export interface GroupCommitStats {
  /** Transactions committed (each one fsync with synchronous=FULL). */
  commits: number;
  /** Appends they held. */
  appends: number;
  /** The longest transaction, COMMIT and fsync included (ms). */
  longestCommitMs: number;
  /** The thread the last transaction ran on (0: the main thread; -1: none yet). */
  lastThreadId: number;
}

/** Commits a group, in this thread or another; rejects only when the whole transaction failed. */
export type CommitGroupFn = (group: EncodedAppend[]) => Promise<GroupCommitted>;

/**
 * Group commit: appends wait in a queue, and each group (the appends of one event-loop turn, or
 * all that queued while the previous group was committing) is written in ONE transaction by
 * `commit` (see groupCommitterFor). Every caller hears back after the commit, never before: an
 * acknowledged append is as durable as one committed alone.
 */
export class GroupCommit {
  private waiting: Waiting[] = [];
  private scheduled = false;
  private committing: Promise<void> | null = null;
  private closed = false;
  private readonly counts: GroupCommitStats = {
    commits: 0,
    appends: 0,
    longestCommitMs: 0,
    lastThreadId: -1,
  };

  constructor(
    private readonly commit: CommitGroupFn,
    private readonly afterCommit: () => void,
  ) {}

  append(append: EncodedAppend): Promise<AppendResult> {
    if (this.closed) {
      return Promise.reject(
        new Error('The event store is closed: the database connection is not open'),
      );
    }
    return new Promise((resolve, reject) => {
      this.waiting.push({ append, resolve, reject });
      this.schedule();
    });
  }

  stats(): GroupCommitStats {
    return { ...this.counts };
  }

  /** Refuses new appends and resolves once every queued one is committed and answered. */
  async drain(): Promise<void> {
    this.closed = true;
    while (this.committing || this.waiting.length > 0) {
      if (!this.committing) this.flush();
      await this.committing;
    }
  }

  /** The next turn of the event loop: the callers answered last may append again first. */
  private schedule(): void {
    if (this.scheduled || this.committing) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    if (this.committing || this.waiting.length === 0) return;
    const group = this.waiting;
    this.waiting = [];
    this.committing = this.commitAndAnswer(group).finally(() => {
      this.committing = null;
      // What queued while this group was committing forms the next group.
      if (this.waiting.length > 0) this.schedule();
    });
  }

  private async commitAndAnswer(group: Waiting[]): Promise<void> {
    let committed: GroupCommitted;
    try {
      committed = await this.commit(group.map((waiting) => waiting.append));
    } catch (error) {
      for (const waiting of group) waiting.reject(error);
      return;
    }
    this.counts.commits += 1;
    this.counts.appends += group.length;
    this.counts.longestCommitMs = Math.max(this.counts.longestCommitMs, committed.commitMs);
    this.counts.lastThreadId = committed.threadId;
    this.afterCommit();
    group.forEach((waiting, index) => {
      const outcome = committed.outcomes[index];
      if (!outcome) waiting.reject(new Error('The commit returned no outcome for this append'));
      else if ('error' in outcome) waiting.reject(outcome.error);
      else waiting.resolve(outcome.result);
    });
  }
}
