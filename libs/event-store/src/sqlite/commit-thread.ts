import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { GroupCommitted } from './commit-group';
import type { FromCommitWorker, ToCommitWorker } from './commit-protocol';
import { fromTransferable } from './error-transfer';
import type { EncodedAppend } from './sqlite-append';

/** Run from the TypeScript sources (Jest), the worker compiles them as Jest does, with swc. */
const TYPESCRIPT_BOOTSTRAP = `
const { readFileSync } = require('node:fs');
const { workerData } = require('node:worker_threads');
const { transformSync } = require(workerData.swc);
require.extensions['.ts'] = (module, filename) => {
  const options = { filename, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } };
  module._compile(transformSync(readFileSync(filename, 'utf8'), options).code, filename);
};
require(workerData.entry);
`;

/** Starts the commit worker on `file`, compiled or (under Jest) from the TypeScript sources. */
export function startCommitWorker(file: string): Worker {
  const compiled = join(__dirname, 'commit-worker.js');
  if (existsSync(compiled)) return new Worker(compiled, { workerData: { file } });
  const entry = join(__dirname, 'commit-worker.ts');
  const swc = require.resolve('@swc/core');
  return new Worker(TYPESCRIPT_BOOTSTRAP, { eval: true, workerData: { file, entry, swc } });
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
  private worker: Worker | null = null;
  private pending: Pending | null = null;
  private lastError: Error | null = null;
  private closed = false;

  constructor(
    private readonly file: string,
    private readonly startWorker: (file: string) => Worker = startCommitWorker,
  ) {}

  commit(group: EncodedAppend[]): Promise<GroupCommitted> {
    if (this.closed) return Promise.reject(new Error('The commit thread is closed'));
    const worker = this.worker ?? this.start();
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      worker.ref();
      worker.postMessage({ type: 'commit', group } satisfies ToCommitWorker);
    });
  }

  /** Ends the worker after the group in flight (the caller waits for that group first). */
  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    if (!worker) return;
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.ref(); // whoever awaits close() must not see the process end first
    worker.postMessage({ type: 'close' } satisfies ToCommitWorker);
    await exited;
  }

  private start(): Worker {
    const worker = this.startWorker(this.file);
    this.lastError = null;
    worker.on('message', (reply: FromCommitWorker) => this.settle(worker, reply));
    worker.on('error', (error) => (this.lastError = error));
    worker.on('exit', (code) => this.stopped(worker, code));
    // After the listeners: attaching a 'message' listener refs the worker's port again.
    worker.unref();
    this.worker = worker;
    return worker;
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

  private stopped(worker: Worker, code: number): void {
    if (this.worker === worker) this.worker = null;
    const pending = this.pending;
    this.pending = null;
    if (!pending) return;
    const cause = this.lastError ? `: ${this.lastError.message}` : '';
    const error = new Error(
      `The SQLite commit thread stopped (exit code ${code}${cause}) before answering: these ` +
        'appends may or may not be in the log; retrying them is safe (their event ids make a ' +
        'retry idempotent)',
    ) as Error & { code: string };
    error.code = 'EVENT_STORE.COMMIT_THREAD_STOPPED';
    pending.reject(error);
  }
}
