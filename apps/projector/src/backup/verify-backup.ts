import * as fs from 'node:fs';
import * as path from 'node:path';
import { RefusedError } from './backup-errors';
import {
  readManifest,
  sha256Of,
  type BackupFileEntry,
  type BackupManifest,
} from './backup-manifest';
import { EVENT_LOG_FILE } from './data-dir-files';
import { eventLogFacts, integrityProblems } from './sqlite-snapshot';

async function mismatchOf(file: string, entry: BackupFileEntry): Promise<string | null> {
  const bytes = fs.statSync(file).size;
  if (bytes !== entry.bytes) return `${bytes} bytes, the manifest says ${entry.bytes}`;
  return (await sha256Of(file)) === entry.sha256 ? null : 'its sha256 differs';
}

/**
 * Checks a backup folder against its manifest without changing it: every file present with its
 * size and sha256, SQLite's integrity check passes, and the log holds the events the manifest
 * counted. Throws a RefusedError naming the first problem.
 */
export async function verifyBackup(dir: string): Promise<BackupManifest> {
  const manifest = readManifest(dir);
  for (const entry of manifest.files) {
    const file = path.join(dir, entry.name);
    if (!fs.existsSync(file)) {
      throw new RefusedError(`${file} is listed in the manifest but missing.`);
    }
    const mismatch = await mismatchOf(file, entry);
    if (mismatch) {
      throw new RefusedError(
        `${file} does not match the manifest (${mismatch}): the copy changed or is damaged.`,
      );
    }
    const problems = integrityProblems(file);
    if (problems.length > 0) {
      throw new RefusedError(`${file} fails SQLite's integrity check: ${problems.join('; ')}`);
    }
  }
  const facts = eventLogFacts(path.join(dir, EVENT_LOG_FILE));
  if (facts.events !== manifest.eventCount || facts.lastPosition !== manifest.lastPosition) {
    throw new RefusedError(
      `${path.join(dir, EVENT_LOG_FILE)} holds ${facts.events} events up to position ` +
        `${facts.lastPosition}; the manifest says ${manifest.eventCount} up to ` +
        `${manifest.lastPosition}.`,
    );
  }
  return manifest;
}
