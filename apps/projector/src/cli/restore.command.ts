import * as fs from 'node:fs';
import * as path from 'node:path';
import Database from 'better-sqlite3';
import { refuseUnlessEmbedded, RefusedError } from '../backup/backup-errors';
import { sha256Of, type BackupManifest } from '../backup/backup-manifest';
import { EVENT_LOG_FILE, moveAside } from '../backup/data-dir-files';
import { refuseWhileInUse } from '../backup/data-dir-in-use';
import { verifyBackup } from '../backup/verify-backup';
import type { ProjectorConfig } from '../config/projector-config';
import { withStores, type Print } from './cli-stores';
import { replayCommand, UsageError } from './replay.command';

/** Each file is copied beside its final name, checked, then renamed into place. */
async function copyIn(backupDir: string, manifest: BackupManifest, dataDir: string) {
  for (const entry of manifest.files) {
    const staged = path.join(dataDir, `${entry.name}.restoring`);
    fs.copyFileSync(path.join(backupDir, entry.name), staged);
    if ((await sha256Of(staged)) !== entry.sha256) {
      throw new Error(`The copy of ${entry.name} in ${dataDir} does not match the backup`);
    }
    fs.renameSync(staged, path.join(dataDir, entry.name));
  }
}

/**
 * The restored log is a new timeline: events appended from now on take positions the old log had
 * already used. Without its identity, the store makes a new one on first use, so a Redis queue
 * still holding batches of the old log is refused rather than resumed on this one.
 */
function renewIdentity(dataDir: string): void {
  const db = new Database(path.join(dataDir, EVENT_LOG_FILE), { fileMustExist: true });
  try {
    db.prepare("DELETE FROM store_meta WHERE key = 'identity'").run();
  } finally {
    db.close();
  }
}

/**
 * `projections restore <dir>`: verifies the backup, refuses while the api or the projector has
 * DATA_DIR's files open, moves the current files aside (never deletes them), copies the backup in
 * and rebuilds every read model from the restored log.
 */
export async function restoreCommand(
  config: ProjectorConfig,
  source: string | undefined,
  print: Print,
  progressOut: NodeJS.WritableStream = process.stderr,
): Promise<void> {
  refuseUnlessEmbedded(config, 'restore');
  if (!source)
    throw new UsageError('restore needs a backup folder: npm run projections -- restore <dir>');
  const backupDir = path.resolve(source);
  const manifest = await verifyBackup(backupDir).catch((error: unknown) => {
    if (!(error instanceof RefusedError)) throw error;
    throw new RefusedError(`${error.message} Nothing in DATA_DIR was changed.`);
  });
  print(
    `Backup verified: ${manifest.eventCount} events up to position ${manifest.lastPosition}, ` +
      `taken ${manifest.createdAt} by version ${manifest.appVersion}.`,
  );
  fs.mkdirSync(config.dataDir, { recursive: true });
  const damaged = refuseWhileInUse(config.dataDir);
  if (damaged.length > 0) print(`Not readable as SQLite (moved aside too): ${damaged.join(', ')}.`);
  const aside = moveAside(config.dataDir, new Date());
  print(
    aside.folder
      ? `Moved ${aside.moved.join(', ')} to ${aside.folder}.`
      : `${config.dataDir} held no store files; nothing moved aside.`,
  );
  try {
    await copyIn(backupDir, manifest, config.dataDir);
    renewIdentity(config.dataDir);
    print(`Restored ${manifest.files.map((file) => file.name).join(', ')} into ${config.dataDir}.`);
    await withStores(config, (stores) => replayCommand(config, stores, 'all', print, progressOut));
  } catch (error) {
    const kept = aside.folder ? ` The previous files are in ${aside.folder}.` : '';
    const reason = String((error as Error).message).replace(/\.$/, '');
    throw new Error(`Restore failed: ${reason}.${kept}`, { cause: error });
  }
}
