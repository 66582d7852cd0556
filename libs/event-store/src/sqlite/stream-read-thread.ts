import type { Worker } from 'node:worker_threads';
import { fromTransferable } from './error-transfer';
import type { SqliteEventRow } from './sqlite-event-row';
import type { StreamReadRequest } from './sqlite-statements';
import type { FromStreamReadWorker, ToStreamReadWorker } from './stream-read-protocol';
import { LazyStoreWorker, startStoreWorker } from './store-worker';

/** Starts a stream read worker on `file`. */
export function startStreamReadWorker(file: string): Worker {
  return startStoreWorker('stream-read-worker', file);
}

interface Pending {
  resolve: (rows: SqliteEventRow[]) => void;
  reject: (error: Error) => void;
}

/**
 * The main thread's side of one stream read thread: any number of reads in flight, answered by
 * id. Like the commit thread, the worker starts with the first read, keeps the process alive only
 * while a read is in flight, and if it dies every read in flight is rejected with a clear error
 * and the next read starts a new worker.
 */
export class StreamReadThread {
  private readonly worker: LazyStoreWorker<FromStreamReadWorker>;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;

  constructor(file: string, startWorker: (file: string) => Worker = startStreamReadWorker) {
    this.worker = new LazyStoreWorker(
      () => startWorker(file),
      (worker, reply) => this.settle(worker, reply),
      (why) => this.stopped(why),
    );
  }

  /** Reads in flight: the pool sends a read to the thread with the fewest. */
  get inFlight(): number {
    return this.pending.size;
  }

  read(read: StreamReadRequest): Promise<SqliteEventRow[]> {
    if (this.closed) return Promise.reject(new Error('The stream read thread is closed'));
    const worker = this.worker.running();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) worker.ref();
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ type: 'read', id, read } satisfies ToStreamReadWorker);
    });
  }

  /** Ends the worker once it has answered the reads posted before. */
  async close(): Promise<void> {
    this.closed = true;
    await this.worker.close({ type: 'close' } satisfies ToStreamReadWorker);
  }

  private settle(worker: Worker, reply: FromStreamReadWorker): void {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0 && !this.closed) worker.unref();
    if (reply.type === 'failed') pending.reject(fromTransferable(reply.error));
    else pending.resolve(reply.rows);
  }

  private stopped(why: string): void {
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const pending of waiting) {
      const error = new Error(
        `The SQLite stream read thread stopped (${why}) before answering; the read can be retried`,
      ) as Error & { code: string };
      error.code = 'EVENT_STORE.READ_THREAD_STOPPED';
      pending.reject(error);
    }
  }
}
