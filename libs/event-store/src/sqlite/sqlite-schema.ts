import type Database from 'better-sqlite3';

/** How long a connection waits for another process's write lock before failing (ms). */
const BUSY_TIMEOUT_MS = 10_000;

/**
 * Opens the log for several processes at once (the api and the projector): WAL lets readers run
 * beside one writer, `synchronous=FULL` makes an acknowledged append survive a crash or power
 * loss, and the busy timeout queues writers instead of failing them.
 */
export function prepareEventLog(db: Database.Database): void {
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  // 64 MB of page cache: the unique indexes (event id, stream and revision) take random inserts,
  // which at millions of events would otherwise read their pages back from disk.
  db.pragma('cache_size = -65536');
  db.exec(`
    CREATE TABLE IF NOT EXISTS events (
      position INTEGER PRIMARY KEY AUTOINCREMENT,
      event_id TEXT NOT NULL UNIQUE,
      stream_id TEXT NOT NULL,
      revision INTEGER NOT NULL,
      type TEXT NOT NULL,
      data TEXT NOT NULL,
      metadata TEXT NOT NULL,
      UNIQUE (stream_id, revision)
    );
    -- Ids of truncated events: a retried append of them is still recognised (invariant 4).
    CREATE TABLE IF NOT EXISTS truncated_events (
      event_id TEXT PRIMARY KEY,
      stream_id TEXT NOT NULL,
      revision INTEGER NOT NULL,
      position INTEGER NOT NULL
    ) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS store_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  `);
}
