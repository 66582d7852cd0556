import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { RefusedError } from './backup-errors';
import { BACKED_UP_FILES, type BackedUpFile } from './data-dir-files';

export const MANIFEST_FILE = 'manifest.json';

export interface BackupFileEntry {
  name: BackedUpFile;
  bytes: number;
  sha256: string;
}

/** What `backup` wrote and verified; `restore` checks the copy against it before anything else. */
export interface BackupManifest {
  format: 1;
  /** When the snapshot was started (every event acknowledged before it is in the copy). */
  createdAt: string;
  appVersion: string;
  eventCount: number;
  lastPosition: number;
  files: BackupFileEntry[];
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

export async function describeFile(dir: string, name: BackedUpFile): Promise<BackupFileEntry> {
  const file = path.join(dir, name);
  return { name, bytes: fs.statSync(file).size, sha256: await sha256Of(file) };
}

/** The root package's version (the api, projector and CLI ship together). */
export function appVersion(): string {
  try {
    const root = path.resolve(__dirname, '../../../../package.json');
    return (JSON.parse(fs.readFileSync(root, 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Written last and renamed into place: a backup without its manifest did not finish. */
export function writeManifest(dir: string, manifest: BackupManifest): void {
  const temporary = path.join(dir, `${MANIFEST_FILE}.partial`);
  const fd = fs.openSync(temporary, 'w');
  try {
    fs.writeSync(fd, `${JSON.stringify(manifest, null, 2)}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temporary, path.join(dir, MANIFEST_FILE));
}

const isCount = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;

function isEntry(value: unknown): value is BackupFileEntry {
  const entry = value as Partial<BackupFileEntry> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    BACKED_UP_FILES.includes(entry.name as BackedUpFile) &&
    isCount(entry.bytes) &&
    typeof entry.sha256 === 'string' &&
    /^[0-9a-f]{64}$/.test(entry.sha256)
  );
}

/** The manifest of `dir`, or a refusal saying why it cannot be trusted. */
export function readManifest(dir: string): BackupManifest {
  const file = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(file)) {
    throw new RefusedError(
      `${file} is missing: ${dir} is not a finished backup of \`npm run projections -- backup\`.`,
    );
  }
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<BackupManifest>;
  } catch {
    throw new RefusedError(`${file} is not valid JSON.`);
  }
  const files = Array.isArray(manifest.files) ? manifest.files : [];
  const valid =
    manifest.format === 1 &&
    typeof manifest.createdAt === 'string' &&
    isCount(manifest.eventCount) &&
    isCount(manifest.lastPosition) &&
    files.every(isEntry) &&
    new Set(files.map((entry) => entry.name)).size === files.length &&
    files.some((entry) => entry.name === BACKED_UP_FILES[0]);
  if (!valid) {
    throw new RefusedError(`${file} is not a backup manifest this version can read.`);
  }
  return manifest as BackupManifest;
}
