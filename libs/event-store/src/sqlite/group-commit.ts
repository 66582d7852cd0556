import type Database from 'better-sqlite3';
import type { AppendResult } from '../event-store.port';

interface Waiting<Append> {
  append: Append;
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
}

export interface GroupCommitStats {
  /** Transactions committed (each one fsync with synchronous=FULL). */
  commits: number;
  /** Appends they held. */
  appends: number;
}

/**
 * Group commit: the appends requested during one turn of the event loop are written in ONE
 * IMMEDIATE transaction, so one fsync serves them all. Each append stays its own unit inside it
 * (a savepoint): its expected-revision check sees the appends before it in the group, and when it
 * fails only it is rolled back and rejected. Every caller hears back after the commit, never
 * before: an acknowledged append is as durable as one committed alone.
 */
export class GroupCommit<Append> {
  private waiting: Waiting<Append>[] = [];
  private scheduled = false;
  private readonly counts: GroupCommitStats = { commits: 0, appends: 0 };
  private readonly commitGroup: Database.Transaction<(group: Waiting<Append>[]) => unknown[]>;

  constructor(
    db: Database.Database,
    appendOne: (append: Append) => AppendResult,
    private readonly afterCommit: () => void,
  ) {
    const savepoint = db.transaction(appendOne);
    this.commitGroup = db.transaction((group: Waiting<Append>[]) =>
      group.map(({ append }) => {
        try {
          return savepoint(append);
        } catch (error) {
          return { failed: error };
        }
      }),
    );
  }

  append(append: Append): Promise<AppendResult> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ append, resolve, reject });
      if (this.scheduled) return;
      this.scheduled = true;
      setImmediate(() => this.flush());
    });
  }

  stats(): GroupCommitStats {
    return { ...this.counts };
  }

  private flush(): void {
    this.scheduled = false;
    const group = this.waiting;
    this.waiting = [];
    let outcomes: unknown[];
    try {
      outcomes = this.commitGroup.immediate(group);
    } catch (error) {
      // The transaction itself failed (a lock held past the busy timeout, a full disk): none landed.
      for (const waiting of group) waiting.reject(error);
      return;
    }
    this.counts.commits += 1;
    this.counts.appends += group.length;
    this.afterCommit();
    group.forEach((waiting, index) => {
      const outcome = outcomes[index] as AppendResult | { failed: unknown };
      if ('failed' in outcome) waiting.reject(outcome.failed);
      else waiting.resolve(outcome);
    });
  }
}
