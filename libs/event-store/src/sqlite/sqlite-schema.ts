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
    -- Ids of truncated events: a retried append of them is still recognised (invariant 4) for
    -- the retry window after truncated_at (ms), then they are dropped.
    CREATE TABLE IF NOT EXISTS truncated_events (
      event_id TEXT PRIMARY KEY,
      stream_id TEXT NOT NULL,
      revision INTEGER NOT NULL,
      position INTEGER NOT NULL,
      truncated_at INTEGER
    ) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS store_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  `);
  db.transaction(() => addTruncationTimes(db)).immediate();
  db.exec('CREATE INDEX IF NOT EXISTS truncated_events_by_time ON truncated_events (truncated_at)');
}

/**
 * Logs made before the retry window kept truncated ids forever, without a time: they get the
 * upgrade's time, so their window starts now. In a transaction: the api and the projector (and
 * the commit thread) open the log at once.
 */
function addTruncationTimes(db: Database.Database): void {
  const columns = db.pragma('table_info(truncated_events)') as { name: string }[];
  if (columns.some((column) => column.name === 'truncated_at')) return;
  db.exec('ALTER TABLE truncated_events ADD COLUMN truncated_at INTEGER');
  db.prepare('UPDATE truncated_events SET truncated_at = ?').run(Date.now());
}
