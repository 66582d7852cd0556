import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { openDatabase, WAL_SIZE_LIMIT_BYTES } from './sqlite-schema';

describe('the read store WAL on disk', () => {
  it('shrinks back to its limit once a long write has been copied into the file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-size-'));
    const file = path.join(dir, 'read-models.sqlite');
    const db = openDatabase(file);
    try {
      db.exec('CREATE TABLE filler (id INTEGER PRIMARY KEY, body TEXT)');
      const insert = db.prepare('INSERT INTO filler (body) VALUES (?)');
      // One transaction cannot be checkpointed part-way: the WAL holds all of it.
      db.transaction(() => {
        for (let row = 0; row < (WAL_SIZE_LIMIT_BYTES * 1.5) / 4000; row += 1)
          insert.run('x'.repeat(4000));
      })();
      expect(fs.statSync(`${file}-wal`).size).toBeGreaterThan(WAL_SIZE_LIMIT_BYTES * 1.4);
      db.pragma('wal_checkpoint(PASSIVE)');
      // The next write starts the WAL over, and truncates the file to the limit.
      insert.run('after');
      expect(fs.statSync(`${file}-wal`).size).toBeLessThanOrEqual(WAL_SIZE_LIMIT_BYTES);
    } finally {
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
