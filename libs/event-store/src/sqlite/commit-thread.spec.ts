import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { probeEvents, uniqueStream } from '../contract/contract-fixtures';
import { IdempotencyConflictError, WrongExpectedRevisionError } from '../event-store.errors';
import { SqliteEventStore } from './sqlite-event-store';

describe('SqliteEventStore on the commit thread: same answers as committing in-thread', () => {
  const folder = mkdtempSync(join(tmpdir(), 'commit-thread-'));
  const file = join(folder, 'events.db');
  let store: SqliteEventStore;
  let reader: Database.Database;
  beforeAll(() => {
    store = new SqliteEventStore(file, { commitThread: true });
    reader = new Database(file, { readonly: true });
  });
  afterAll(async () => {
    reader.close();
    await store.close();
    rmSync(folder, { recursive: true, force: true });
  });
  const stored = (streamId: string) =>
    reader.prepare('SELECT event_id FROM events WHERE stream_id = ?').all(streamId);

  it('rejects only the append whose revision fails inside a group, with the real error', async () => {
    const [first, wrong, last] = [uniqueStream(), uniqueStream(), uniqueStream()];
    const before = store.commitStats().commits;
    const outcomes = await Promise.allSettled([
      store.appendToStream(first, probeEvents(1), 'no_stream'),
      store.appendToStream(wrong, probeEvents(2), 5),
      store.appendToStream(last, probeEvents(1), 'no_stream'),
    ]);
    expect(store.commitStats().commits).toBe(before + 1);
    expect(store.commitStats().lastThreadId).not.toBe(threadId);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    const error = (outcomes[1] as PromiseRejectedResult).reason as unknown;
    expect(error).toBeInstanceOf(WrongExpectedRevisionError);
    expect(error).toMatchObject({
      name: 'WrongExpectedRevisionError',
      code: 'EVENT_STORE.WRONG_EXPECTED_REVISION',
      streamId: wrong,
      expected: 5,
      actual: -1,
      message: `Stream ${wrong}: expected revision 5, actual -1`,
    });
    expect([stored(first), stored(wrong), stored(last)].map((rows) => rows.length)).toEqual([
      1, 0, 1,
    ]);
  });

  it('recognises a retry across the thread, in the same group and later, and refuses a partial one', async () => {
    const stream = uniqueStream();
    const events = probeEvents(2);
    const [original, sameGroup] = await Promise.all([
      store.appendToStream(stream, events, 'no_stream'),
      store.appendToStream(stream, events, 'no_stream'),
    ]);
    expect(sameGroup).toEqual(original);
    expect(await store.appendToStream(stream, events, 'any')).toEqual(original);

    const partial = store.appendToStream(stream, [events[1]!, ...probeEvents(1)], 'any');
    await expect(partial).rejects.toBeInstanceOf(IdempotencyConflictError);
    await expect(partial).rejects.toMatchObject({
      code: 'EVENT_STORE.IDEMPOTENCY_CONFLICT',
      streamId: stream,
      storedEventIds: [events[1]!.id],
      reason: 'only part of the append',
    });
    expect(stored(stream)).toHaveLength(2);
  });

  it('answers each caller only once another connection can read its events', async () => {
    const streams = Array.from({ length: 30 }, () => uniqueStream('visible'));
    const seenAtAnswer = await Promise.all(
      streams.map((stream) =>
        store.appendToStream(stream, probeEvents(1), 'no_stream').then(() => stored(stream).length),
      ),
    );
    expect(seenAtAnswer).toEqual(streams.map(() => 1));
  });

  it('close() commits and answers the appends still queued, then refuses new ones', async () => {
    const closing = new SqliteEventStore(join(folder, 'closing.db'), { commitThread: true });
    const streams = Array.from({ length: 20 }, () => uniqueStream('closing'));
    const appends = streams.map((stream) =>
      closing.appendToStream(stream, probeEvents(1), 'no_stream'),
    );
    await closing.close();
    const results = await Promise.all(appends);
    expect(results.map((result) => result.nextRevision)).toEqual(streams.map(() => 0));
    await expect(closing.appendToStream(uniqueStream(), probeEvents(1), 'any')).rejects.toThrow(
      'The event store is closed',
    );
    const other = new Database(join(folder, 'closing.db'), { readonly: true });
    const count = other.prepare('SELECT count(*) AS n FROM events').get() as { n: number };
    other.close();
    expect(count.n).toBe(20);
  });
});
