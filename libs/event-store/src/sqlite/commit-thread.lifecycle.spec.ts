import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { probeEvents, uniqueStream } from '../contract/contract-fixtures';
import { CommitThread, startCommitWorker } from './commit-thread';
import { GroupCommit } from './group-commit';
import { prepareEventLog } from './sqlite-schema';
import { encodeAppend } from './sqlite-append';
import { ensureCompiledStore } from './testing/append-child';

const CLOCK = { at: Date.now(), retryWindowMs: 86_400_000 };

/** A worker thread that dies (exit code 3) on the first group it is given. */
const crashingWorker = () =>
  new Worker("require('node:worker_threads').parentPort.on('message', () => process.exit(3));", {
    eval: true,
  });

describe('The commit thread across its life', () => {
  const folder = mkdtempSync(join(tmpdir(), 'commit-thread-life-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const emptyEventLog = (name: string): string => {
    const file = join(folder, name);
    const db = new Database(file);
    prepareEventLog(db);
    db.close();
    return file;
  };

  it('rejects every waiting append with a clear error when the worker dies, then starts anew', async () => {
    const file = emptyEventLog('crash.db');
    const starts: string[] = [];
    const thread = new CommitThread(file, (path) => {
      starts.push(path);
      return starts.length === 1 ? crashingWorker() : startCommitWorker(path);
    });
    const groups = new GroupCommit(
      (group) => thread.commit(group),
      () => undefined,
    );
    const append = () =>
      groups.append(
        encodeAppend(
          { streamId: uniqueStream(), events: probeEvents(1), expected: 'no_stream' },
          CLOCK,
        ),
      );

    const waiting = await Promise.allSettled([append(), append(), append()]);
    expect(waiting.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    for (const outcome of waiting) {
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({
        code: 'EVENT_STORE.COMMIT_THREAD_STOPPED',
        message: expect.stringMatching(/^The SQLite commit thread stopped \(exit code 3\)/),
      });
    }
    expect((await append()).nextRevision).toBe(0);
    expect(starts).toEqual([file, file]);
    await groups.drain();
    await thread.close();
  });

  it('starts no worker for a process that only reads, and one with its first append', async () => {
    const file = emptyEventLog('lazy.db');
    const starts: string[] = [];
    const thread = new CommitThread(file, (path) => {
      starts.push(path);
      return startCommitWorker(path);
    });
    expect(starts).toEqual([]);
    const appended = await thread.commit([
      encodeAppend(
        { streamId: uniqueStream(), events: probeEvents(1), expected: 'no_stream' },
        CLOCK,
      ),
    ]);
    expect(appended.outcomes).toEqual([{ result: expect.objectContaining({ nextRevision: 0 }) }]);
    expect(starts).toEqual([file]);
    await thread.close();
  });

  /** Runs `body` in a new node process with `store` open on a fresh log; resolves its output. */
  function runChild(name: string, body: string): Promise<string> {
    const file = join(folder, `${name}.db`);
    const script = `
      const Database = require(${JSON.stringify(require.resolve('better-sqlite3'))});
      const { SqliteEventStore } = require(${JSON.stringify(join(__dirname, '../../dist/index.js'))});
      const file = ${JSON.stringify(file)};
      const store = new SqliteEventStore(file, { commitThread: true });
      const metadata = { actor: { id: '1', name: 'x', roles: [] }, correlationId: 'c',
        causationId: 'c', commandId: 'c', occurredAt: 'now', schemaVersion: 1 };
      ${body}`;
    return new Promise((resolve, reject) =>
      execFile(process.execPath, ['-e', script], { timeout: 15_000 }, (error, stdout) =>
        error ? reject(error) : resolve(stdout.trim()),
      ),
    );
  }

  it('lets the process end with its store open and unused (the worker is unref-ed)', async () => {
    ensureCompiledStore();
    await expect(runChild('idle', '')).resolves.toBe('');
  });

  it('holds the process open until an awaited close() has ended the worker', async () => {
    ensureCompiledStore();
    await expect(
      runChild('close', "store.close().then(() => console.log('closed'));"),
    ).resolves.toBe('closed');
  });

  it('holds the process open while a group is in flight, and not after', async () => {
    ensureCompiledStore();
    // Another connection keeps the write lock 300 ms: after it lets go, only the commit thread's
    // group in flight is left to keep the process alive.
    const output = runChild(
      'in-flight',
      `const lock = new Database(file);
      lock.exec('BEGIN IMMEDIATE');
      store.appendToStream('s', [{ id: 'e-1', type: 'Probe', data: {}, metadata }], 'no_stream')
        .then((result) => console.log('answered ' + result.position));
      setTimeout(() => lock.exec('COMMIT'), 300);`,
    );
    await expect(output).resolves.toBe('answered 1');
  });
});
