import { randomUUID } from 'node:crypto';
import * as path from 'node:path';
import Database from 'better-sqlite3';

/**
 * The log's own limit: one event per transaction into a table of the event store's layout, with
 * its durability (WAL, synchronous=FULL: an fsync per commit), straight through better-sqlite3.
 */
export function rawAppendsPerSecond(dir: string, seconds: number): number {
  const db = new Database(path.join(dir, `raw-appends-${randomUUID()}.sqlite`));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(`CREATE TABLE events (position INTEGER PRIMARY KEY AUTOINCREMENT,
    event_id TEXT NOT NULL UNIQUE, stream_id TEXT NOT NULL, revision INTEGER NOT NULL,
    type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL, UNIQUE (stream_id, revision))`);
  const insert = db.prepare(
    `INSERT INTO events (event_id, stream_id, revision, type, data, metadata) VALUES (?, ?, 0, 'RawProbe', ?, ?)`,
  );
  const data = JSON.stringify({ name: 'A bot of about the usual size', text: 'x'.repeat(400) });
  const metadata = JSON.stringify({ actor: { id: '1', name: 'bench', roles: [] }, time: 'now' });
  const append = db.transaction((id: string) => insert.run(id, `raw-${id}`, data, metadata));
  const started = performance.now();
  let count = 0;
  while (performance.now() - started < seconds * 1000) {
    append.immediate(randomUUID());
    count += 1;
  }
  const rate = count / ((performance.now() - started) / 1000);
  db.close();
  return rate;
}
