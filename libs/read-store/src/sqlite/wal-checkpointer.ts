import type Database from 'better-sqlite3';
import { Worker } from 'node:worker_threads';
import { AUTOCHECKPOINT_PAGES } from './sqlite-schema';

/** How often the checkpoint thread looks at the WAL, and the size at which it copies it back. */
export const CHECKPOINT_EVERY_MS = 250;
export const CHECKPOINT_AT_BYTES = 4 * 1024 * 1024;
/**
 * The WAL's size at which a round also holds the writer off for its last pass, so the WAL starts
 * over: below `journal_size_limit` (sqlite-schema.ts), whose file is then reused, never truncated.
 */
export const RESTART_AT_BYTES = 32 * 1024 * 1024;
/**
 * The connection's own checkpoint while the thread runs: a backstop at ~100 MB. SQLite restarts
 * the WAL from its start only when a write begins with every frame copied back; a writer that
 * never pauses (a replay) can keep the thread one step behind, and then the WAL would only grow.
 */
export const BACKSTOP_AUTOCHECKPOINT_PAGES = 25_000;

/** The turn both threads take before the last copy of a round: who holds it, in a shared cell. */
const FREE = 0;
const WRITING = 1;
const COPYING = 2;
/** The second cell: 1 once a write took the turn since the thread last started the WAL over. */
const WROTE = 1;
/** How long the thread waits for the turn before it leaves the round to the next tick. */
export const TURN_WAIT_MS = 200;

/**
 * Plain JavaScript (no build step under Jest): its own connection and PASSIVE checkpoints, which
 * never wait for readers or the writer, whenever the WAL has grown past the threshold.
 *
 * SQLite starts the WAL over (and keeps its file at `journal_size_limit`) only when a write
 * begins with every frame copied back. Under a steady writer a pass always ends a few frames
 * behind, so the WAL only grew until the connection's backstop checkpointed ~100 MB on the
 * writer's thread and truncated the file (30-40 ms on the api's event loop, a second when the
 * disk stalled). So a round ends with a last short pass while the writer waits for its turn.
 * The write that starts the WAL over also syncs its new header (200 ms in a disk stall, traced on
 * the api's main thread), so the thread makes that write itself before it gives the turn back.
 */
const CHECKPOINT_THREAD = `
const { statSync } = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path);
db.pragma('busy_timeout = 5000');
const turn = new Int32Array(workerData.turn);
const walBytes = () => statSync(workerData.path + '-wal', { throwIfNoEntry: false })?.size ?? 0;
/** One PASSIVE pass: the frames the WAL held when it began, and how many of them it copied. */
const copyBack = () => db.pragma('wal_checkpoint(PASSIVE)')[0];
const takeTurn = () => {
  const deadline = Date.now() + ${TURN_WAIT_MS};
  while (Atomics.compareExchange(turn, 0, ${FREE}, ${COPYING}) !== ${FREE}) {
    if (Date.now() > deadline) return false;
    Atomics.wait(turn, 0, ${WRITING}, 20);
  }
  return true;
};
/**
 * Writes the header page back unchanged: with every frame copied, that write starts the WAL over
 * and syncs its new header here, not in the writer's next commit on the api's event loop.
 */
const startOver = db.transaction(() => {
  const version = db.pragma('user_version', { simple: true });
  db.pragma('user_version = ' + Number(version));
});
const allCopied = (pass) => pass.busy === 0 && pass.log > 0 && pass.checkpointed === pass.log;
/**
 * A pass only counts the frames there were when it began: the last one keeps the writer off.
 * Only a process that writes through the turn starts the WAL over: in the Redis topology the
 * api's thread would otherwise take the write lock from the projector process, which waits for a
 * lock in SQLite's busy handler, on its event loop.
 */
const round = () => {
  const first = copyBack();
  parentPort.postMessage('checkpointed');
  if (Atomics.load(turn, ${WROTE}) === 0) return;
  if (first.log * workerData.pageSize < workerData.restartAtBytes) return;
  copyBack();
  if (!takeTurn()) return;
  try {
    if (allCopied(copyBack())) {
      startOver.immediate();
      Atomics.store(turn, ${WROTE}, 0);
      parentPort.postMessage('restarted');
    }
  } finally {
    Atomics.store(turn, 0, ${FREE});
    Atomics.notify(turn, 0);
  }
};
const timer = setInterval(() => {
  if (walBytes() < workerData.atBytes) return;
  try {
    round();
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
  private restarts = 0;
  private readonly turn = new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT));

  constructor(
    private readonly db: Database.Database,
    path: string,
    options: {
      everyMs?: number;
      atBytes?: number;
      restartAtBytes?: number;
      backstopPages?: number;
    } = {},
  ) {
    db.pragma(`wal_autocheckpoint = ${options.backstopPages ?? BACKSTOP_AUTOCHECKPOINT_PAGES}`);
    this.worker = new Worker(CHECKPOINT_THREAD, {
      eval: true,
      workerData: {
        path,
        driver: require.resolve('better-sqlite3'),
        everyMs: options.everyMs ?? CHECKPOINT_EVERY_MS,
        atBytes: options.atBytes ?? CHECKPOINT_AT_BYTES,
        restartAtBytes: options.restartAtBytes ?? RESTART_AT_BYTES,
        pageSize: db.pragma('page_size', { simple: true }) as number,
        turn: this.turn.buffer,
      },
    });
    // The thread never keeps the process alive: closing the store or exiting ends it.
    this.worker.unref();
    this.worker.on('message', (message: 'checkpointed' | 'restarted') => {
      if (message === 'checkpointed') this.checkpoints += 1;
      else this.restarts += 1;
    });
    this.worker.on('error', () => undefined);
    this.worker.on('exit', () => {
      this.release();
      if (this.worker === null) return;
      this.worker = null;
      if (db.open) db.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
    });
  }

  /**
   * Runs a write once the thread is not in the last pass of a round. The write may wait a few
   * milliseconds for it, as a promise: the event loop is never held.
   */
  async write<T>(write: () => T): Promise<T> {
    for (;;) {
      const holder = Atomics.compareExchange(this.turn, 0, FREE, WRITING);
      if (holder === FREE) break;
      // A write inside a write: the outer one holds the turn and gives it back.
      if (holder === WRITING) return write();
      const waiting = Atomics.waitAsync(this.turn, 0, COPYING, TURN_WAIT_MS);
      if (waiting.async) await waiting.value;
    }
    Atomics.store(this.turn, WROTE, 1);
    try {
      return write();
    } finally {
      this.release();
    }
  }

  private release(): void {
    Atomics.store(this.turn, 0, FREE);
    Atomics.notify(this.turn, 0);
  }

  /** Checkpoints the thread has made (for tests and diagnosis). */
  get made(): number {
    return this.checkpoints;
  }

  /** Times the thread started the WAL over itself (for tests and diagnosis). */
  get restarted(): number {
    return this.restarts;
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
