import type { Worker } from 'node:worker_threads';
import type { GroupCommitted } from './commit-group';
import type { FromCommitWorker, ToCommitWorker } from './commit-protocol';
import { fromTransferable } from './error-transfer';
import type { EncodedAppend } from './sqlite-append';
import { LazyStoreWorker, startStoreWorker } from './store-worker';

/** Starts the commit worker on `file`. */
export function startCommitWorker(file: string): Worker {
  return startStoreWorker('commit-worker', file);
}

interface Pending {
  resolve: (committed: GroupCommitted) => void;
  reject: (error: Error) => void;
}

/**
 * The main thread's side of the commit thread: posts one group at a time and rebuilds the outcomes
 * (real error classes). The worker starts with the first group (a process that only reads never
 * pays for it) and keeps the process alive only while a group is in flight. If it dies, the group
 * in flight is rejected with a clear error and the next group starts a new worker.
 */
export class CommitThread {
  private readonly worker: LazyStoreWorker<FromCommitWorker>;
  private pending: Pending | null = null;
  private closed = false;

  constructor(file: string, startWorker: (file: string) => Worker = startCommitWorker) {
    this.worker = new LazyStoreWorker(
      () => startWorker(file),
      (worker, reply) => this.settle(worker, reply),
      (why) => this.stopped(why),
    );
  }

  commit(group: EncodedAppend[]): Promise<GroupCommitted> {
    if (this.closed) return Promise.reject(new Error('The commit thread is closed'));
    const worker = this.worker.running();
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      worker.ref();
      worker.postMessage({ type: 'commit', group } satisfies ToCommitWorker);
    });
  }

  /** Ends the worker after the group in flight (the caller waits for that group first). */
  async close(): Promise<void> {
    this.closed = true;
    await this.worker.close({ type: 'close' } satisfies ToCommitWorker);
  }

  private settle(worker: Worker, reply: FromCommitWorker): void {
    const pending = this.pending;
    this.pending = null;
    worker.unref();
    if (!pending) return;
    if (reply.type === 'failed') return pending.reject(fromTransferable(reply.error));
    pending.resolve({
      commitMs: reply.commitMs,
      threadId: reply.threadId,
      outcomes: reply.outcomes.map((outcome) =>
        'error' in outcome ? { error: fromTransferable(outcome.error) } : outcome,
      ),
    });
  }

  private stopped(why: string): void {
    const pending = this.pending;
    this.pending = null;
    if (!pending) return;
    const error = new Error(
      `The SQLite commit thread stopped (${why}) before answering: these ` +
        'appends may or may not be in the log; retrying them is safe (their event ids make a ' +
        'retry idempotent)',
    ) as Error & { code: string };
    error.code = 'EVENT_STORE.COMMIT_THREAD_STOPPED';
    pending.reject(error);
  }
}
