import { threadId } from 'node:worker_threads';
import type Database from 'better-sqlite3';
import type { AppendResult } from '../event-store.port';
import { appenderFor, type EncodedAppend } from './sqlite-append';

/** What became of one append of a group: its result, or why it alone was rolled back. */
export type AppendOutcome<Failure = unknown> = { result: AppendResult } | { error: Failure };

export interface GroupCommitted<Failure = unknown> {
  /** One per append, in the group's order. */
  outcomes: AppendOutcome<Failure>[];
  /** How long the transaction took, COMMIT and its fsync included (ms). */
  commitMs: number;
  /** The thread that ran it (0: the main thread). */
  threadId: number;
}

/**
 * Commits a group of appends in ONE IMMEDIATE transaction on `db`, so one fsync serves them all.
 * Each append stays its own unit inside it (a savepoint): its checks see the appends before it in
 * the group, and when one fails only that append is rolled back. Throws when the transaction itself
 * fails (a lock held past the busy timeout, a full disk): then none landed.
 */
export function groupCommitterFor(
  db: Database.Database,
): (group: EncodedAppend[]) => GroupCommitted {
  const savepoint = db.transaction(appenderFor(db));
  const transaction = db.transaction((group: EncodedAppend[]) =>
    group.map((append): AppendOutcome => {
      try {
        return { result: savepoint(append) };
      } catch (error) {
        return { error };
      }
    }),
  );
  return (group) => {
    const started = performance.now();
    const outcomes = transaction.immediate(group);
    return { outcomes, commitMs: performance.now() - started, threadId };
  };
}
