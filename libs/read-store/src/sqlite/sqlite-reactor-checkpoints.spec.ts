import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import Database from 'better-sqlite3';
import { SqliteReadStore } from './sqlite-read-store';

describe('SQLite: process managers’ checkpoints across a read-model schema change', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reactor-checkpoints-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps them when an older layout of the read models is dropped and rebuilt', async () => {
    const file = path.join(dir, 'read-models.sqlite');
    const before = new SqliteReadStore({ path: file });
    await before.saveReactorCheckpoint('process-managers', 42);
    await before.close();
    const raw = new Database(file);
    raw.pragma('user_version = 1'); // as a file written by an older release
    raw.close();

    const after = new SqliteReadStore({ path: file });
    try {
      expect(await after.checkpoints()).toEqual({});
      expect(await after.reactorCheckpoint('process-managers')).toBe(42);
    } finally {
      await after.close();
    }
  });
});
