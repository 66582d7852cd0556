import type Database from 'better-sqlite3';
import { Worker } from 'node:worker_threads';
import { AUTOCHECKPOINT_PAGES } from './sqlite-schema';

/** How often the checkpoint thread looks at the WAL, and the size at which it copies it back. */
export const CHECKPOINT_EVERY_MS = 250;
export const CHECKPOINT_AT_BYTES = 4 * 1024 * 1024;
/**
 * The connection's own checkpoint while the thread runs: a backstop at ~100 MB. SQLite restarts
 * the WAL from its start only when a write begins with every frame copied back; a writer that
 * never pauses (a replay) can keep the thread one step behind, and then the WAL would only grow.
 */
export const BACKSTOP_AUTOCHECKPOINT_PAGES = 25_000;

/**
 * Plain JavaScript (no build step under Jest): its own connection, a PASSIVE checkpoint (never
 * waits for readers or the writer) whenever the WAL has grown past the threshold.
 */
const CHECKPOINT_THREAD = `
const { statSync } = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path);
db.pragma('busy_timeout = 5000');
const walBytes = () => statSync(workerData.path + '-wal', { throwIfNoEntry: false })?.size ?? 0;
const timer = setInterval(() => {
  if (walBytes() < workerData.atBytes) return;
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage('checkpointed');
  } catch {
    // Busy (another process's checkpoint): the next tick tries again.
  }
}, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/**
 * Copies the read store's WAL back into its file on a thread of its own. A checkpoint writes every
 * page the WAL holds and syncs the file: run by SQLite's automatic checkpoint inside the commit
 * that crossed its threshold, it held the api's event loop for 160-250 ms (the in-process
 * projector commits on it). The connection's own automatic checkpoint is only a backstop while
 * the thread runs and comes back in full if the thread dies, so the WAL never grows without bound.
 */
export class WalCheckpointer {
  private worker: Worker | null;
  private checkpoints = 0;

  constructor(
    private readonly db: Database.Database,
    path: string,
    options: { everyMs?: number; atBytes?: number; backstopPages?: number } = {},
  ) {
    db.pragma(`wal_autocheckpoint = ${options.backstopPages ?? BACKSTOP_AUTOCHECKPOINT_PAGES}`);
    this.worker = new Worker(CHECKPOINT_THREAD, {
      eval: true,
      workerData: {
        path,
        driver: require.resolve('better-sqlite3'),
        everyMs: options.everyMs ?? CHECKPOINT_EVERY_MS,
        atBytes: options.atBytes ?? CHECKPOINT_AT_BYTES,
      },
    });
    // The thread never keeps the process alive: closing the store or exiting ends it.
    this.worker.unref();
    this.worker.on('message', () => (this.checkpoints += 1));
    this.worker.on('error', () => undefined);
    this.worker.on('exit', () => {
      if (this.worker === null) return;
      this.worker = null;
      if (db.open) db.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
    });
  }

  /** Checkpoints the thread has made (for tests and diagnosis). */
  get made(): number {
    return this.checkpoints;
  }

  get running(): boolean {
    return this.worker !== null;
  }

  /** Ends the thread and waits for it; the connection checkpoints on its own again. */
  async stop(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.worker = null;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    // Unreferenced, the thread would let the process end (exit code 0) while this waits for it.
    worker.ref();
    worker.postMessage('close');
    await exited;
    if (this.db.open) this.db.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
  }
}
