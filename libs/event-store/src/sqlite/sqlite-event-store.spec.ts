import { mkdtempSync, rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeEventStoreContract } from '../event-store.contract';
import { idsOf, probeEvents, uniqueStream } from '../contract/contract-fixtures';
import { SqliteEventStore } from './sqlite-event-store';
import { prepareEventLog } from './sqlite-schema';

describeEventStoreContract(
  'SqliteEventStore in memory',
  (options) => new SqliteEventStore(':memory:', options),
);

describe('SqliteEventStore on a file', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'event-store-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  let fileCount = 0;
  for (const commitThread of [true, false]) {
    describeEventStoreContract(
      `SqliteEventStore on a WAL file, ${commitThread ? 'on the commit thread' : 'in-thread commits'}`,
      (options) =>
        new SqliteEventStore(join(folder, `events-${++fileCount}.db`), {
          ...options,
          commitThread,
        }),
    );
  }

  // EventStoreDB's positions are byte offsets with gaps: a trigger gives this log gaps too (rows
  // written and deleted after each event use up positions that AUTOINCREMENT never reuses).
  describeEventStoreContract('SqliteEventStore with sparse positions', (options) => {
    const file = join(folder, `sparse-${++fileCount}.db`);
    const db = new Database(file);
    prepareEventLog(db);
    const gap = (n: number) =>
      `INSERT INTO events (event_id, stream_id, revision, type, data, metadata)
       VALUES ('gap${n}-' || NEW.event_id, 'gap-' || NEW.event_id, ${n}, 'Gap', '{}', '{}');`;
    db.exec(`CREATE TRIGGER sparse_positions AFTER INSERT ON events
      WHEN NEW.stream_id NOT LIKE 'gap-%' BEGIN
      ${gap(0)} ${gap(1)} ${gap(2)}
      DELETE FROM events WHERE stream_id = 'gap-' || NEW.event_id; END`);
    db.close();
    return new SqliteEventStore(file, options);
  });

  it('reads an event another tool wrote without metadata, and keeps its identity', async () => {
    const file = join(folder, 'foreign.db');
    const store = new SqliteEventStore(file);
    const identity = await store.identity();
    const tool = new Database(file);
    tool
      .prepare(
        `INSERT INTO events (event_id, stream_id, revision, type, data, metadata)
         VALUES ('foreign-1', 'bot-9', 0, 'BotSubmitted', '{"botId":9}', 'null'),
                ('foreign-2', 'bot-9', 1, 'Imported', 'not json', '{"actor":"x"}')`,
      )
      .run();
    tool.close();

    const log = await store.readAll();
    expect(log.map((event) => [event.id, event.metadata.actor.id])).toEqual([
      ['foreign-1', 'unknown'],
      ['foreign-2', 'unknown'],
    ]);
    expect(log[1]!.data).toBe('not json');
    expect(identity).toMatch(/^sqlite:[0-9a-f-]{36}$/);
    await store.close();
    const reopened = new SqliteEventStore(file);
    expect(await reopened.identity()).toBe(identity);
    expect(await new SqliteEventStore(':memory:').identity()).not.toBe(identity);
    await reopened.close();
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
