import * as fs from 'node:fs';
import * as path from 'node:path';
import { refuseUnlessEmbedded, RefusedError } from '../backup/backup-errors';
import { appVersion, describeFile, writeManifest } from '../backup/backup-manifest';
import { BACKED_UP_FILES, EVENT_LOG_FILE } from '../backup/data-dir-files';
import { eventLogFacts, integrityProblems, snapshotSqlite } from '../backup/sqlite-snapshot';
import type { ProjectorConfig } from '../config/projector-config';
import type { Print } from './cli-stores';
import { UsageError } from './replay.command';

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

function emptyFolder(target: string): string {
  const dir = path.resolve(target);
  if (fs.existsSync(dir) && (!fs.statSync(dir).isDirectory() || fs.readdirSync(dir).length > 0)) {
    throw new RefusedError(`${dir} is not an empty folder: back up into a new or empty one.`);
  }
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * `projections backup <dir>`: an online snapshot of the event log (and of the sessions, when
 * DATA_DIR has them) while the api keeps writing, checked and described in manifest.json. The read
 * models are not copied: restore rebuilds them from the log.
 */
export async function backupCommand(
  config: ProjectorConfig,
  target: string | undefined,
  print: Print,
): Promise<void> {
  refuseUnlessEmbedded(config, 'backup');
  if (!target) throw new UsageError('backup needs a folder: npm run projections -- backup <dir>');
  const source = path.join(config.dataDir, EVENT_LOG_FILE);
  if (!fs.existsSync(source))
    throw new RefusedError(`No event log at ${source}: nothing to back up.`);
  const dir = emptyFolder(target);
  const createdAt = new Date().toISOString();
  const started = Date.now();
  const names = BACKED_UP_FILES.filter((name) => fs.existsSync(path.join(config.dataDir, name)));
  for (const name of names) {
    await snapshotSqlite(path.join(config.dataDir, name), path.join(dir, name));
    const problems = integrityProblems(path.join(dir, name));
    if (problems.length > 0) {
      throw new Error(
        `The copy ${path.join(dir, name)} fails SQLite's integrity check: ${problems.join('; ')}`,
      );
    }
  }
  const facts = eventLogFacts(path.join(dir, EVENT_LOG_FILE));
  const files = await Promise.all(names.map((name) => describeFile(dir, name)));
  writeManifest(dir, {
    format: 1,
    createdAt,
    appVersion: appVersion(),
    eventCount: facts.events,
    lastPosition: facts.lastPosition,
    files,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const sizes = files.map((file) => `${file.name} ${size(file.bytes)}`).join(', ');
  print(
    `Backed up ${facts.events} events (last position ${facts.lastPosition}) to ${dir} in ` +
      `${seconds} s: ${sizes}; integrity ok, sha256 in manifest.json.`,
  );
}
