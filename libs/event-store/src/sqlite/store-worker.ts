import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

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

/** The store's worker threads, each with its own connection to the log file. */
export type StoreWorkerEntry = 'commit-worker' | 'stream-read-worker';

/** Starts one of the store's workers on `file`, compiled or (under Jest) from the TypeScript sources. */
export function startStoreWorker(entry: StoreWorkerEntry, file: string): Worker {
  const compiled = join(__dirname, `${entry}.js`);
  if (existsSync(compiled)) return new Worker(compiled, { workerData: { file } });
  const source = join(__dirname, `${entry}.ts`);
  const swc = require.resolve('@swc/core');
  return new Worker(TYPESCRIPT_BOOTSTRAP, { eval: true, workerData: { file, entry: source, swc } });
}

/**
 * One store worker, started on first use and unref-ed while idle (the owner refs it while it waits
 * for an answer). If it dies, the owner hears why and the next use starts a new one.
 */
export class LazyStoreWorker<Reply> {
  private worker: Worker | null = null;
  private lastError: Error | null = null;

  constructor(
    private readonly startWorker: () => Worker,
    private readonly onReply: (worker: Worker, reply: Reply) => void,
    /** The worker ended; `why` reads "exit code N" and the error it reported, if any. */
    private readonly onExit: (why: string) => void,
  ) {}

  /** The running worker, started if there is none. */
  running(): Worker {
    return this.worker ?? this.start();
  }

  /** Asks the worker to end with `message` once it has answered what was posted before. */
  async close(message: unknown): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.ref(); // whoever awaits close() must not see the process end first
    worker.postMessage(message);
    await exited;
  }

  private start(): Worker {
    const worker = this.startWorker();
    this.lastError = null;
    worker.on('message', (reply: Reply) => this.onReply(worker, reply));
    worker.on('error', (error) => (this.lastError = error));
    worker.on('exit', (code) => {
      if (this.worker === worker) this.worker = null;
      this.onExit(`exit code ${code}${this.lastError ? `: ${this.lastError.message}` : ''}`);
    });
    // After the listeners: attaching a 'message' listener refs the worker's port again.
    worker.unref();
    this.worker = worker;
    return worker;
  }
}
