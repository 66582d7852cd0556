import Database from 'better-sqlite3';

/** Pages per backup step: every page, so the whole copy is read in one transaction. */
const ALL_PAGES = 0x7fffffff;
/** How long the backup waits for a lock held by another connection (ms). */
const BUSY_TIMEOUT_MS = 10_000;

/**
 * Copies a live SQLite file with SQLite's online backup, in one step: one read transaction, so the
 * copy is a consistent snapshot that writers on other connections neither wait for (WAL) nor
 * restart (a backup in small steps starts over whenever another connection writes between two,
 * and under steady load might never finish). The copy is switched to rollback-journal mode: one
 * self-contained file, readable without -wal or -shm, that the store puts back in WAL on open.
 */
export async function snapshotSqlite(source: string, destination: string): Promise<void> {
  const db = new Database(source, { fileMustExist: true, timeout: BUSY_TIMEOUT_MS });
  try {
    await db.backup(destination, { progress: () => ALL_PAGES });
  } finally {
    db.close();
  }
  const copy = new Database(destination, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

/** `PRAGMA integrity_check`: an empty list when the file is sound. */
export function integrityProblems(file: string): string[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.pragma('integrity_check') as { integrity_check: string }[];
    return rows.map((row) => row.integrity_check).filter((line) => line !== 'ok');
  } finally {
    db.close();
  }
}

export interface EventLogFacts {
  events: number;
  lastPosition: number;
}

/** How many events a copy of the log holds and the position of the last one. */
export function eventLogFacts(file: string): EventLogFacts {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare<[], EventLogFacts>(
        'SELECT COUNT(*) AS events, COALESCE(MAX(position), 0) AS lastPosition FROM events',
      )
      .get() as EventLogFacts;
  } finally {
    db.close();
  }
}
