import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { probeEvents, uniqueStream } from '../contract/contract-fixtures';
import { SqliteEventStore } from './sqlite-event-store';

const HOUR = 3_600_000;
const TRUNCATE = { truncateBefore: 'appended' } as const;

describe('SqliteEventStore: ids of truncated events after the retry window', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'retry-window-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const truncatedIds = (file: string) => {
    const db = new Database(file, { readonly: true });
    try {
      return (db.prepare('SELECT COUNT(*) AS n FROM truncated_events').get() as { n: number }).n;
    } finally {
      db.close();
    }
  };

  it('are dropped by later truncations, so the table holds one window of them', async () => {
    const file = join(folder, 'drop.db');
    let now = Date.parse('2026-11-01T00:00:00.000Z');
    const store = new SqliteEventStore(file, { commitThread: false, clock: () => now });
    const posts = async (count: number) => {
      const stream = uniqueStream('stats');
      for (let post = 0; post < count; post += 1) {
        await store.appendToStream(stream, probeEvents(1), post - 1, TRUNCATE);
      }
    };
    await posts(40);
    expect(truncatedIds(file)).toBe(39);

    now += 24 * HOUR + 1;
    await posts(11);
    expect(truncatedIds(file)).toBe(10);
    await store.close();
  });

  it('of a log made before the window get the upgrade as their time, and are still recognised', async () => {
    const file = join(folder, 'old.db');
    const stream = uniqueStream('stats');
    const [first] = probeEvents(1, 'first');
    const old = new SqliteEventStore(file, { commitThread: false });
    const firstResult = await old.appendToStream(stream, [first!], 'no_stream');
    await old.appendToStream(stream, probeEvents(1), 0, TRUNCATE);
    await old.close();
    const db = new Database(file);
    db.exec(`DROP INDEX truncated_events_by_time;
      CREATE TABLE old_ids AS SELECT event_id, stream_id, revision, position FROM truncated_events;
      DROP TABLE truncated_events;
      CREATE TABLE truncated_events (event_id TEXT PRIMARY KEY, stream_id TEXT NOT NULL,
        revision INTEGER NOT NULL, position INTEGER NOT NULL) WITHOUT ROWID;
      INSERT INTO truncated_events SELECT * FROM old_ids; DROP TABLE old_ids;`);
    db.close();

    const upgradedAt = Date.now();
    let now = upgradedAt + 23 * HOUR;
    const upgraded = new SqliteEventStore(file, { commitThread: false, clock: () => now });
    expect(await upgraded.appendToStream(stream, [first!], 'any')).toEqual(firstResult);
    now = upgradedAt + 25 * HOUR;
    expect((await upgraded.appendToStream(stream, [first!], 'any')).nextRevision).toBe(2);
    await upgraded.close();
  });
});

describe('SqliteEventStore: compact metadata', () => {
  it('leaves out ids equal to the command id and schema version 1, and reads whole rows as before', async () => {
    const store = new SqliteEventStore(':memory:', { commitThread: false });
    const db = (store as unknown as { db: Database.Database }).db;
    const [whole, compact] = [uniqueStream('whole'), uniqueStream('compact')];
    await store.appendToStream(whole, probeEvents(1), 'no_stream');
    const [event] = probeEvents(1);
    const commandId = event!.metadata.commandId;
    const metadata = { ...event!.metadata, correlationId: commandId, causationId: commandId };
    await store.appendToStream(compact, [{ ...event!, metadata }], 'no_stream');

    const stored = (stream: string) =>
      JSON.parse(
        (
          db.prepare('SELECT metadata FROM events WHERE stream_id = ?').get(stream) as {
            metadata: string;
          }
        ).metadata,
      ) as Record<string, unknown>;
    expect(Object.keys(stored(compact)).sort()).toEqual(['actor', 'commandId', 'occurredAt']);
    expect(Object.keys(stored(whole))).toContain('correlationId');
    expect((await store.readStream(compact))[0]?.metadata).toEqual(metadata);
    await store.close();
  });
});
