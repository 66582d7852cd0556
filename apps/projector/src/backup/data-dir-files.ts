import * as fs from 'node:fs';
import * as path from 'node:path';

/** The embedded stores' files in DATA_DIR (names chosen by the event store, api and read store). */
export const EVENT_LOG_FILE = 'events.sqlite';
export const SESSIONS_FILE = 'sessions.sqlite';
export const READ_MODELS_FILE = 'read-models.sqlite';

/** What a backup may hold, in the order it is copied and restored. */
export const BACKED_UP_FILES = [EVENT_LOG_FILE, SESSIONS_FILE] as const;
export type BackedUpFile = (typeof BACKED_UP_FILES)[number];

const DATABASES = [EVENT_LOG_FILE, SESSIONS_FILE, READ_MODELS_FILE];
/** A -wal or -journal left beside a restored file would be replayed into it: they move too. */
const COMPANIONS = ['', '-wal', '-shm', '-journal'];

/** The database files of DATA_DIR that exist (without their -wal and -shm). */
export function presentDatabases(dataDir: string): string[] {
  return DATABASES.map((name) => path.join(dataDir, name)).filter((file) => fs.existsSync(file));
}

/**
 * Moves every store file of DATA_DIR (and its -wal, -shm, -journal) into
 * `before-restore-<timestamp>/`; nothing is deleted. Returns the folder, or null when DATA_DIR
 * held none of them.
 */
export function moveAside(dataDir: string, now: Date): { folder: string | null; moved: string[] } {
  const names = DATABASES.flatMap((name) => COMPANIONS.map((suffix) => name + suffix)).filter(
    (name) => fs.existsSync(path.join(dataDir, name)),
  );
  if (names.length === 0) return { folder: null, moved: [] };
  const folder = path.join(dataDir, `before-restore-${now.toISOString().replace(/[:.]/g, '-')}`);
  fs.mkdirSync(folder);
  for (const name of names) fs.renameSync(path.join(dataDir, name), path.join(folder, name));
  return { folder, moved: names };
}
