import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeEventStoreContract } from '../event-store.contract';
import { IdempotencyConflictError } from '../event-store.errors';
import { idsOf, probeEvents, uniqueStream } from '../contract/contract-fixtures';
import { SqliteEventStore } from './sqlite-event-store';

describeEventStoreContract('SqliteEventStore in memory', () => new SqliteEventStore(':memory:'));

describe('SqliteEventStore on a file', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'event-store-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  let fileCount = 0;
  describeEventStoreContract(
    'SqliteEventStore on a WAL file',
    () => new SqliteEventStore(join(folder, `events-${++fileCount}.db`)),
  );

  it('rejects an event id already stored in another stream, writing nothing', async () => {
    const store = new SqliteEventStore(join(folder, 'cross-stream.db'));
    const events = probeEvents(1);
    await store.appendToStream(uniqueStream(), events, 'no_stream');
    const other = uniqueStream();

    await expect(store.appendToStream(other, events, 'any')).rejects.toBeInstanceOf(
      IdempotencyConflictError,
    );
    expect(await store.readStream(other)).toEqual([]);
    await store.close();
  });

  it('appendBatch writes every append in one transaction, or none when one conflicts', async () => {
    const store = new SqliteEventStore(join(folder, 'batch.db'));
    const [a, b] = [uniqueStream(), uniqueStream()];
    const results = await store.appendBatch([
      { streamId: a, events: probeEvents(2), expected: 'no_stream' },
      { streamId: b, events: probeEvents(1), expected: 'no_stream' },
    ]);
    expect(results.map((result) => result.nextRevision)).toEqual([1, 0]);
    expect(await store.headPosition()).toBe(results[1]!.position);

    const failing = store.appendBatch([
      { streamId: uniqueStream(), events: probeEvents(1), expected: 'no_stream' },
      { streamId: a, events: probeEvents(1), expected: 'no_stream' },
    ]);
    await expect(failing).rejects.toMatchObject({ actual: 1 });
    expect(await store.headPosition()).toBe(results[1]!.position);
    await store.close();
  });

  it('keeps the log across reopening the file', async () => {
    const file = join(folder, 'reopen.db');
    const stream = uniqueStream();
    const events = probeEvents(3);
    const first = new SqliteEventStore(file);
    await first.appendToStream(stream, events, 'no_stream');
    await first.close();

    const second = new SqliteEventStore(file);
    expect(idsOf(await second.readStream(stream))).toEqual(idsOf(events));
    await second.close();
  });
});
