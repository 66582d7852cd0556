import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import Database from 'better-sqlite3';
import { SqliteSessionStore } from './sqlite-session-store';

describe('SqliteSessionStore', () => {
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sessions-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps sessions across a reopen without an fsync per write (synchronous=NORMAL)', async () => {
    const file = path.join(dir, 'sessions.sqlite');
    const store = new SqliteSessionStore(file);
    const synchronous = (store as unknown as { db: Database.Database }).db.pragma('synchronous', {
      simple: true,
    });
    expect(synchronous).toBe(1);
    await store.set('a', { userId: '1' } as never, 60);
    await store.close();
    const reopened = new SqliteSessionStore(file);
    await expect(reopened.get('a')).resolves.toEqual({ userId: '1' });
    await reopened.close();
  });
});
