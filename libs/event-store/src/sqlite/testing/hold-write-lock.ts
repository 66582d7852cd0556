import { Worker } from 'node:worker_threads';

/** Runs in its own thread: takes the log's write lock, keeps it `ms`, then commits. */
const LOCK_HOLDER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.exec('BEGIN IMMEDIATE');
parentPort.postMessage('locked');
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.ms);
db.exec('COMMIT');
db.close();
`;

/**
 * Another writer (as the projector process or a second api would be) holds the write lock of
 * `file` for `ms`: a commit meanwhile waits in SQLite's busy handler, asleep in its thread.
 * Resolves once the lock is taken; `released` once it is given back.
 */
export async function holdWriteLock(
  file: string,
  ms: number,
): Promise<{ released: Promise<void> }> {
  const driver = require.resolve('better-sqlite3');
  const worker = new Worker(LOCK_HOLDER, { eval: true, workerData: { file, ms, driver } });
  const released = new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', () => resolve());
  });
  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
  });
  return { released };
}

/** The longest gap between ticks of a 1 ms interval while `work` runs: how long the loop froze. */
export async function longestLoopFreeze(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(longest, performance.now() - last);
}
