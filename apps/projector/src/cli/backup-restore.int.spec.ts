import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import type { RecordedEvent } from '@botdir/contracts';
import { SqliteEventStore } from '@botdir/event-store';
import { SqliteReadStore } from '@botdir/read-store';
import { REVIEWER, TestApp } from '../../../api/src/testing/test-app';
import { loadProjectorConfig } from '../config/projector-config';
import { projectedPosition } from '../projection/projected-position';
import { WriteLoad, type Acknowledged } from '../testing/write-load';
import { backupCommand } from './backup.command';
import { restoreCommand } from './restore.command';

const CLIENTS = 4;
const configFor = (dataDir: string) =>
  loadProjectorConfig({ DATA_DIR: dataDir }, { requireRedis: false });

async function logOf(dataDir: string): Promise<RecordedEvent[]> {
  const store = new SqliteEventStore(join(dataDir, 'events.sqlite'), { commitThread: false });
  try {
    return await store.readAll();
  } finally {
    await store.close();
  }
}

function eventsPerCommand(log: RecordedEvent[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { metadata } of log)
    counts.set(metadata.commandId, (counts.get(metadata.commandId) ?? 0) + 1);
  return counts;
}

describe('backup and restore drill', () => {
  const folders: string[] = [];
  const folder = (name: string) => {
    const dir = mkdtempSync(join(tmpdir(), `drill-${name}-`));
    folders.push(dir);
    return dir;
  };
  const lines: string[] = [];
  const print = (line: string) => lines.push(line);

  afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  /** Backs up the api's DATA_DIR while clients write; returns what was answered before, and the live log. */
  async function backupUnderLoad(backupDir: string) {
    const api = await TestApp.start();
    try {
      const reviewerCookie = await api.login(REVIEWER);
      const load = new WriteLoad(api);
      let answeredBefore: Acknowledged[] = [];
      try {
        await load.start(CLIENTS);
        await load.until(30);
        answeredBefore = [...load.acknowledged];
        await backupCommand(configFor(api.config.dataDir), backupDir, print);
        // At most one command per client was committed but unanswered when the snapshot was read:
        // CLIENTS + 1 answers after it mean the live log grew past the copy.
        await load.until(load.acknowledged.length + CLIENTS + 1);
      } finally {
        await load.stop();
      }
      return { answeredBefore, reviewerCookie, live: await logOf(api.config.dataDir) };
    } finally {
      await api.stop();
    }
  }

  it('restores every command answered before the backup, as a consistent prefix of the log', async () => {
    const backupDir = join(folder('backup'), 'copy');
    const { answeredBefore, reviewerCookie, live } = await backupUnderLoad(backupDir);
    expect(lines).toEqual([expect.stringMatching(/^Backed up \d+ events \(last position \d+\)/)]);

    const dataDir = folder('restored');
    await restoreCommand(configFor(dataDir), backupDir, print, new PassThrough());
    const restored = await logOf(dataDir);

    // Positions contiguous from 1, the live log's events at those positions, no command half there.
    expect(restored.map((event) => event.position)).toEqual(restored.map((_, index) => index + 1));
    const prefix = live.slice(0, restored.length);
    expect(restored.map((event) => event.id)).toEqual(prefix.map((event) => event.id));
    expect(live.length).toBeGreaterThan(restored.length);
    const inLive = eventsPerCommand(live);
    const inRestored = eventsPerCommand(restored);
    for (const [commandId, count] of inRestored) {
      expect([commandId, count]).toEqual([commandId, inLive.get(commandId)]);
    }

    const reads = new SqliteReadStore({ path: join(dataDir, 'read-models.sqlite') });
    try {
      expect(await projectedPosition(reads)).toBe(restored.length);
      for (const { commandId, kind, visible } of answeredBefore) {
        expect(inLive.get(commandId)).toBeGreaterThan(0);
        expect([kind, inRestored.get(commandId)]).toEqual([kind, inLive.get(commandId)]);
        expect([kind, await visible(reads)]).toEqual([kind, true]);
      }
    } finally {
      await reads.close();
    }

    // The api starts on the restored folder, and the sessions came back with the log.
    const again = await TestApp.start({ DATA_DIR: dataDir });
    try {
      const user = await again.request<{ authenticated: boolean }>('GET', '/api/auth/user', {
        cookie: reviewerCookie,
      });
      expect(user.body.authenticated).toBe(true);
    } finally {
      await again.stop();
    }
  }, 30_000);
});
