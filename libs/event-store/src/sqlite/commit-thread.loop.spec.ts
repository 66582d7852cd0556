import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { probeEvents, uniqueStream } from '../contract/contract-fixtures';
import { SqliteEventStore } from './sqlite-event-store';
import { holdWriteLock, longestLoopFreeze } from './testing/hold-write-lock';

const LOCK_MS = 400;
const WRITERS = 50;

describe('The commit thread keeps the event loop free while a commit waits', () => {
  const folder = mkdtempSync(join(tmpdir(), 'commit-thread-loop-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** 50 writers append while another connection holds the write lock for LOCK_MS. */
  async function appendBehindALock(commitThread: boolean) {
    const file = join(folder, `events-${String(commitThread)}.db`);
    const store = new SqliteEventStore(file, { commitThread });
    await store.appendToStream(uniqueStream('warm-up'), probeEvents(1), 'no_stream');
    const lock = await holdWriteLock(file, LOCK_MS);
    const freeze = await longestLoopFreeze(() =>
      Promise.all(
        Array.from({ length: WRITERS }, () =>
          store.appendToStream(uniqueStream('writer'), probeEvents(1), 'no_stream'),
        ),
      ),
    );
    await lock.released;
    const stats = store.commitStats();
    await store.close();
    return { freeze, stats };
  }

  it('ticks on through a commit that waits hundreds of ms, which runs in another thread', async () => {
    const { freeze, stats } = await appendBehindALock(true);
    expect(stats.appends).toBe(WRITERS + 1);
    expect(stats.lastThreadId).not.toBe(threadId);
    // The commit waited for the lock (it includes the wait), the loop did not.
    expect(stats.longestCommitMs).toBeGreaterThan(LOCK_MS / 2);
    expect(freeze).toBeLessThan(stats.longestCommitMs / 3);
  });

  it('(the control) in the main thread the same commit freezes the loop for its whole wait', async () => {
    const { freeze, stats } = await appendBehindALock(false);
    expect(stats.lastThreadId).toBe(threadId);
    expect(stats.longestCommitMs).toBeGreaterThan(LOCK_MS / 2);
    expect(freeze).toBeGreaterThanOrEqual(stats.longestCommitMs * 0.9);
  });
});
