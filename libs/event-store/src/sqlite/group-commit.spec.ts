import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { probeEvents, uniqueStream } from '../contract/contract-fixtures';
import { WrongExpectedRevisionError } from '../event-store.errors';
import { SqliteEventStore } from './sqlite-event-store';

describe.each([
  ['on the commit thread', true],
  ['in the main thread', false],
])('SQLite group commit %s: appends queued together share one fsync', (_mode, commitThread) => {
  const folder = mkdtempSync(join(tmpdir(), 'group-commit-'));
  const file = join(folder, 'events.db');
  const store = new SqliteEventStore(file, { commitThread });
  afterAll(async () => {
    await store.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('commits 50 concurrent appends to 50 streams in one transaction, each with its result', async () => {
    const before = store.commitStats();
    const streams = Array.from({ length: 50 }, () => uniqueStream('group'));
    const results = await Promise.all(
      streams.map((stream) => store.appendToStream(stream, probeEvents(2), 'no_stream')),
    );
    expect(store.commitStats()).toMatchObject({
      commits: before.commits + 1,
      appends: before.appends + 50,
    });
    expect(store.commitStats().lastThreadId === threadId).toBe(!commitThread);
    expect(results.map((result) => result.nextRevision)).toEqual(streams.map(() => 1));
    expect(new Set(results.map((result) => result.position)).size).toBe(50);
    // Acknowledged means committed: another connection already reads every event.
    const other = new Database(file, { readonly: true });
    const count = other
      .prepare(
        `SELECT count(*) AS n FROM events WHERE stream_id IN (SELECT value FROM json_each(?))`,
      )
      .get(JSON.stringify(streams)) as { n: number };
    other.close();
    expect(count.n).toBe(100);
  });

  it('lets one of ten racing appends win a stream; the others get 409s and write nothing', async () => {
    const stream = uniqueStream('race');
    const neighbour = uniqueStream('neighbour');
    const outcomes = await Promise.allSettled([
      ...Array.from({ length: 10 }, (_, index) =>
        store.appendToStream(stream, probeEvents(1, `racer-${index}`), 'no_stream'),
      ),
      store.appendToStream(neighbour, probeEvents(1), 'no_stream'),
    ]);
    const racers = outcomes.slice(0, 10);
    expect(racers.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const lost = racers.filter((outcome) => outcome.status === 'rejected');
    expect(lost.map((outcome) => (outcome as PromiseRejectedResult).reason)).toEqual(
      Array(9).fill(expect.any(WrongExpectedRevisionError)),
    );
    expect(outcomes[10]?.status).toBe('fulfilled');
    const written = await store.readStream(stream);
    expect(written.map((event) => (event.data as { label: string }).label)).toEqual(['racer-0']);
  });

  it('checks each expected revision against the appends before it in the same group', async () => {
    const stream = uniqueStream('chain');
    const results = await Promise.all([
      store.appendToStream(stream, probeEvents(1), 'no_stream'),
      store.appendToStream(stream, probeEvents(1), 0),
      store.appendToStream(stream, probeEvents(1), 1),
    ]);
    expect(results.map((result) => result.nextRevision)).toEqual([0, 1, 2]);
  });
});
