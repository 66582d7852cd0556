import * as path from 'node:path';
import Database from 'better-sqlite3';
import { RefusedError } from './backup-errors';
import { presentDatabases } from './data-dir-files';

/** How long the probe waits for another connection's lock before calling the file in use (ms). */
const PROBE_TIMEOUT_MS = 500;

type Probe = 'free' | 'in use' | 'not a database';

/**
 * The `code` better-sqlite3 sets on every error SQLite returns (SQLITE_BUSY, SQLITE_NOTADB...).
 * Not `instanceof SqliteError`: the addon keeps the class of the first copy of the module loaded in
 * the process, and Jest loads one copy per test file.
 */
function sqliteCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_') ? code : null;
}

/**
 * Every process that has a WAL database open keeps a shared lock on it until it closes it (the
 * api and the projector open their files at start and keep them): a connection in exclusive
 * locking mode can take the exclusive lock only when no other connection, in any process on this
 * machine, has the file open.
 */
function probe(file: string): Probe {
  const db = new Database(file, { fileMustExist: true, timeout: PROBE_TIMEOUT_MS });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return 'free';
  } catch (error) {
    const code = sqliteCode(error);
    if (code && /^SQLITE_(BUSY|LOCKED)/.test(code)) return 'in use';
    if (code && /^SQLITE_(NOTADB|CORRUPT)/.test(code)) return 'not a database';
    throw error;
  } finally {
    db.close();
  }
}

/**
 * Refuses while the api or the projector has a store file of DATA_DIR open. Returns the files that
 * are not readable databases (damaged: they are moved aside like the others).
 */
export function refuseWhileInUse(dataDir: string): string[] {
  const damaged: string[] = [];
  for (const file of presentDatabases(dataDir)) {
    const state = probe(file);
    if (state === 'not a database') damaged.push(path.basename(file));
    if (state === 'in use') {
      throw new RefusedError(
        `${file} is open in another process (the api or the projector): stop them, then restore ` +
          'again. Nothing in DATA_DIR was changed.',
      );
    }
  }
  return damaged;
}
