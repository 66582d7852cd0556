import * as fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { SqliteEventStore } from '@botdir/event-store';
import { RefusedError } from '../backup/backup-errors';
import type { ProjectorConfig } from '../config/projector-config';
import { contentsOf, databasesIn, headOf, holdOpen } from '../testing/data-dir-helpers';
import { ProjectorFixture } from '../testing/projector-fixture';
import { backupCommand } from './backup.command';
import { restoreCommand } from './restore.command';

describe('backup and restore refuse what is unsafe', () => {
  let fixture: ProjectorFixture;
  let scratch: string;
  let config: ProjectorConfig;
  const lines: string[] = [];
  const print = (line: string) => lines.push(line);
  const quiet = new PassThrough();

  beforeEach(async () => {
    fixture = new ProjectorFixture();
    scratch = fs.mkdtempSync(join(tmpdir(), 'backup-refusals-'));
    config = { ...fixture.config(''), redisUrl: null };
    lines.length = 0;
    await fixture.appendBots(5);
  });

  afterEach(async () => {
    await fixture.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  /** A closed DATA_DIR holding a log of `bots` bots, as a stopped api leaves it. */
  async function stoppedDataDir(bots: number): Promise<ProjectorConfig> {
    const dataDir = join(scratch, 'data');
    fs.mkdirSync(dataDir);
    const other = new ProjectorFixture();
    await other.appendBots(bots);
    await Promise.all([other.events.close(), other.reads.close()]);
    for (const name of fs.readdirSync(other.dataDir)) {
      fs.copyFileSync(join(other.dataDir, name), join(dataDir, name));
    }
    await other.close();
    return { ...config, dataDir };
  }

  it('refuses a target folder that is not empty, and leaves it as it was', async () => {
    const target = join(scratch, 'target');
    fs.mkdirSync(target);
    fs.writeFileSync(join(target, 'notes.txt'), 'keep me');
    const backup = backupCommand(config, target, print);
    await expect(backup).rejects.toThrow(RefusedError);
    await expect(backup).rejects.toThrow(`${target} is not an empty folder`);
    expect(fs.readdirSync(target)).toEqual(['notes.txt']);
  });

  it('refuses a backup whose file changed by one byte, before touching DATA_DIR', async () => {
    const backupDir = join(scratch, 'backup');
    await backupCommand(config, backupDir, print);
    const file = join(backupDir, 'events.sqlite');
    const bytes = fs.readFileSync(file);
    const middle = bytes.length >> 1;
    bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
    fs.writeFileSync(file, bytes);
    const target = await stoppedDataDir(2);
    const before = contentsOf(target.dataDir);

    const restore = restoreCommand(target, backupDir, print, quiet);
    await expect(restore).rejects.toThrow(RefusedError);
    await expect(restore).rejects.toThrow(
      `${file} does not match the manifest (its sha256 differs): the copy changed or is damaged. ` +
        'Nothing in DATA_DIR was changed.',
    );
    expect(contentsOf(target.dataDir)).toEqual(before);
  });

  it('refuses with EVENT_STORE_URL or MONGO_URL set, pointing to the README', async () => {
    const esdb = { ...config, eventStoreUrl: 'esdb://localhost:2113?tls=false' };
    const target = join(scratch, 'target');
    await expect(backupCommand(esdb, target, print)).rejects.toThrow(
      /^backup copies the embedded SQLite files of DATA_DIR, but EVENT_STORE_URL is set: .*README\.md "Backups"/,
    );
    expect(fs.existsSync(target)).toBe(false);
    const mongo = { ...config, mongoUrl: 'mongodb://localhost:27017/botdir' };
    await expect(restoreCommand(mongo, target, print, quiet)).rejects.toThrow(RefusedError);
  });

  it('refuses to restore while a store is open here or in another process, then moves them aside intact', async () => {
    const identity = await fixture.events.identity();
    const backupDir = join(scratch, 'backup');
    await backupCommand(config, backupDir, print);
    await fixture.appendBots(2);
    const before = contentsOf(fixture.dataDir);

    const restore = restoreCommand(config, backupDir, print, quiet);
    await expect(restore).rejects.toThrow(RefusedError);
    await expect(restore).rejects.toThrow(/events\.sqlite is open in another process/);
    expect(contentsOf(fixture.dataDir)).toEqual(before);

    await Promise.all([fixture.events.close(), fixture.reads.close()]);
    const projector = await holdOpen(join(fixture.dataDir, 'read-models.sqlite'));
    try {
      await expect(restoreCommand(config, backupDir, print, quiet)).rejects.toThrow(
        /read-models\.sqlite is open in another process/,
      );
    } finally {
      await projector.stop();
    }
    const closed = contentsOf(fixture.dataDir);
    await restoreCommand(config, backupDir, print, quiet);
    const aside = fs
      .readdirSync(fixture.dataDir)
      .find((name) => name.startsWith('before-restore-'));
    const movedDir = join(fixture.dataDir, aside as string);
    // The probe is an ordinary connection: it folds a -wal the killed process left into its file.
    expect(databasesIn(contentsOf(movedDir))).toEqual(databasesIn(closed));
    expect(await headOf(movedDir)).toBe(21);
    expect(await headOf(fixture.dataDir)).toBe(15);
    // A new timeline: a queue or read models of the old log are not resumed on it.
    const restored = new SqliteEventStore(join(fixture.dataDir, 'events.sqlite'));
    try {
      expect(await restored.identity()).not.toBe(identity);
    } finally {
      await restored.close();
    }
  });
});
