import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { probeEvents, uniqueStream } from '../contract/contract-fixtures';
import { SqliteEventStore } from './sqlite-event-store';
import { StreamReadPool } from './stream-read-pool';
import { StreamReadThread, startStreamReadWorker } from './stream-read-thread';
import { ensureCompiledStore } from './testing/append-child';

/** A worker thread that dies (exit code 3) on the first read it is given. */
const crashingWorker = () =>
  new Worker("require('node:worker_threads').parentPort.on('message', () => process.exit(3));", {
    eval: true,
  });

const readAll = (streamId: string) => ({ streamId, backwards: false, fromRevision: 0, limit: -1 });

describe('Stream reads on read threads', () => {
  const folder = mkdtempSync(join(tmpdir(), 'stream-read-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  let fileCount = 0;

  /** A log holding `count` events of one stream; the store is closed again. */
  async function logWithStream(count: number): Promise<{ file: string; streamId: string }> {
    const file = join(folder, `log-${++fileCount}.db`);
    const store = new SqliteEventStore(file, { commitThread: false, readThreads: 0 });
    const streamId = uniqueStream();
    await store.appendToStream(streamId, probeEvents(count), 'no_stream');
    await store.close();
    return { file, streamId };
  }

  it('keeps the event loop turning while a read waits for SQLite', async () => {
    const { file, streamId } = await logWithStream(3);
    // A connection in exclusive locking mode keeps every reader out until it closes: the read
    // waits in SQLite's busy handler, as a read of a page the disk is slow to give back would.
    const lock = new Database(file);
    lock.pragma('locking_mode = EXCLUSIVE');
    lock.exec('BEGIN EXCLUSIVE');
    const thread = new StreamReadThread(file);
    let longestGapMs = 0;
    let last = performance.now();
    const ticks = setInterval(() => {
      const now = performance.now();
      longestGapMs = Math.max(longestGapMs, now - last);
      last = now;
    }, 5);
    // Only a timer on this thread lets go of the lock: a read on this thread would wait out its
    // busy timeout and fail with SQLITE_BUSY.
    const release = setTimeout(() => {
      lock.exec('COMMIT');
      lock.close();
    }, 300);
    const started = performance.now();
    try {
      const rows = await thread.read(readAll(streamId));
      expect(rows.map((row) => row.revision)).toEqual([0, 1, 2]);
      expect(performance.now() - started).toBeGreaterThanOrEqual(290);
      expect(longestGapMs).toBeLessThan(150);
    } finally {
      clearInterval(ticks);
      clearTimeout(release);
      if (lock.open) lock.close();
      await thread.close();
    }
  });

  it('answers reads in flight on one thread each with its own rows', async () => {
    const file = join(folder, 'many.db');
    const writer = new SqliteEventStore(file, { commitThread: false, readThreads: 0 });
    const streams = Array.from({ length: 20 }, () => uniqueStream());
    for (const [index, streamId] of streams.entries())
      await writer.appendToStream(streamId, probeEvents(index + 1), 'no_stream');
    const thread = new StreamReadThread(file);
    const answers = await Promise.all(streams.map((streamId) => thread.read(readAll(streamId))));
    expect(answers.map((rows) => rows.length)).toEqual(streams.map((_, index) => index + 1));
    expect(answers.map((rows) => rows[0]?.stream_id)).toEqual(streams);
    expect(thread.inFlight).toBe(0);
    await thread.close();
    await writer.close();
  });

  it('sends each read to the thread with the fewest in flight', async () => {
    const { file, streamId } = await logWithStream(1);
    const made: StreamReadThread[] = [];
    const pool = new StreamReadPool(file, 3, (path) => {
      const thread = new StreamReadThread(path);
      made.push(thread);
      return thread;
    });
    const reads = Array.from({ length: 6 }, () => pool.read(readAll(streamId)));
    expect(made.map((thread) => thread.inFlight)).toEqual([2, 2, 2]);
    await Promise.all(reads);
    await pool.close();
  });

  it('refuses a pool of no threads', () => {
    expect(() => new StreamReadPool('x.db', 0)).toThrow(
      'A read pool needs at least one thread, got 0',
    );
  });

  it('rejects every read in flight with a clear error when the worker dies, then starts anew', async () => {
    const { file, streamId } = await logWithStream(2);
    const starts: string[] = [];
    const thread = new StreamReadThread(file, (path) => {
      starts.push(path);
      return starts.length === 1 ? crashingWorker() : startStreamReadWorker(path);
    });
    const waiting = await Promise.allSettled([1, 2, 3].map(() => thread.read(readAll(streamId))));
    for (const outcome of waiting) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({
        code: 'EVENT_STORE.READ_THREAD_STOPPED',
        message: expect.stringMatching(/^The SQLite stream read thread stopped \(exit code 3\)/),
      });
    }
    expect(await thread.read(readAll(streamId))).toHaveLength(2);
    expect(starts).toEqual([file, file]);
    await thread.close();
  });

  it('turns a SQLite error in the thread into the same error class', async () => {
    const file = join(folder, 'not-a-log.db');
    new Database(file).close(); // an empty database: no events table
    const thread = new StreamReadThread(file);
    await expect(thread.read(readAll('s'))).rejects.toBeInstanceOf(Database.SqliteError);
    await thread.close();
  });

  it('starts no worker until the first read', async () => {
    const { file, streamId } = await logWithStream(1);
    const starts: string[] = [];
    const thread = new StreamReadThread(file, (path) => {
      starts.push(path);
      return startStreamReadWorker(path);
    });
    expect(starts).toEqual([]);
    await thread.read(readAll(streamId));
    expect(starts).toEqual([file]);
    await thread.close();
  });

  it('lets the process end once its reads are answered, with the store left open', async () => {
    ensureCompiledStore();
    const { file, streamId } = await logWithStream(2);
    const script = `
      const { SqliteEventStore } = require(${JSON.stringify(join(__dirname, '../../dist/index.js'))});
      const store = new SqliteEventStore(${JSON.stringify(file)}, { readThreads: 2 });
      Promise.all([store.readStream(${JSON.stringify(streamId)}), store.readStream('none')])
        .then(([events, none]) => console.log(events.length + ' ' + none.length));`;
    const output = await new Promise<string>((resolve, reject) =>
      execFile(process.execPath, ['-e', script], { timeout: 15_000 }, (error, stdout) =>
        error ? reject(error) : resolve(stdout.trim()),
      ),
    );
    expect(output).toBe('2 0');
  });
});
