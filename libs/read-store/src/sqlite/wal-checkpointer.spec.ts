import Database from 'better-sqlite3';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { AUTOCHECKPOINT_PAGES } from './sqlite-schema';
import { BACKSTOP_AUTOCHECKPOINT_PAGES, WalCheckpointer } from './wal-checkpointer';

const until = async (what: () => boolean, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!what()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('WalCheckpointer', () => {
  let dir: string;
  let file: string;
  let db: Database.Database;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-checkpointer-'));
    file = path.join(dir, 'store.sqlite');
    db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.exec('CREATE TABLE docs (id INTEGER PRIMARY KEY, body TEXT)');
  });
  afterEach(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const writeMegabytes = (megabytes: number) => {
    const insert = db.prepare('INSERT INTO docs (body) VALUES (?)');
    for (let batch = 0; batch < megabytes * 4; batch += 1)
      db.transaction(() => {
        for (let row = 0; row < 64; row += 1) insert.run('x'.repeat(4000));
      })();
  };

  it("copies the WAL into the file on its own thread, the connection's only a backstop", async () => {
    const checkpointer = new WalCheckpointer(db, file, { everyMs: 10, atBytes: 256 * 1024 });
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(BACKSTOP_AUTOCHECKPOINT_PAGES);
    const fileBefore = fs.statSync(file).size;
    writeMegabytes(2);
    await until(() => checkpointer.made > 0 && fs.statSync(file).size > fileBefore + 1024 * 1024);
    await checkpointer.stop();
    expect(checkpointer.running).toBe(false);
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(AUTOCHECKPOINT_PAGES);
  });

  it('keeps the WAL bounded when the thread falls behind a writer that never pauses', async () => {
    // A thread that never gets its turn: the connection's backstop (200 pages) has to act.
    const checkpointer = new WalCheckpointer(db, file, { everyMs: 60_000, backstopPages: 200 });
    writeMegabytes(8);
    const walBytes = fs.statSync(`${file}-wal`).size;
    expect(walBytes).toBeLessThan(2 * 1024 * 1024);
    expect(fs.statSync(file).size).toBeGreaterThan(6 * 1024 * 1024);
    await checkpointer.stop();
  });

  it('starts the WAL over under a writer that never pauses, with no backstop', async () => {
    const checkpointer = new WalCheckpointer(db, file, {
      everyMs: 10,
      atBytes: 256 * 1024,
      restartAtBytes: 1024 * 1024,
      backstopPages: 1_000_000,
    });
    try {
      writeMegabytes(4);
      await until(() => checkpointer.made > 0);
      const rows = 4 * 4 * 64;
      const update = db.prepare('UPDATE docs SET body = ? WHERE id = ?');
      // 33 MB of updates, and at least a second of them, each write a turn away from the last.
      const started = Date.now();
      let writes = 0;
      for (let write = 0; write < 1_400 || Date.now() - started < 1_000; write += 1) {
        writes += 1;
        await checkpointer.write(() =>
          db.transaction(() => {
            for (let row = 0; row < 6; row += 1)
              update.run(`${write}`.padEnd(4000, 'y'), (((write * 6 + row) * 97) % rows) + 1);
          })(),
        );
        await new Promise((resolve) => setImmediate(resolve));
      }
      // Without a restart every write is new frames at the WAL's end; with one the file is reused.
      const written = writes * 6 * 4096;
      expect(fs.statSync(`${file}-wal`).size).toBeLessThan(written * 0.9);
    } finally {
      await checkpointer.stop();
    }
  });

  it('starts the WAL over itself, so the next write does not sync a new header', async () => {
    // The WAL header's checkpoint sequence (bytes 12-15) changes only when a write starts it over.
    const walSequence = () => {
      const header = Buffer.alloc(16);
      const fd = fs.openSync(`${file}-wal`, 'r');
      try {
        fs.readSync(fd, header, 0, 16, 0);
      } finally {
        fs.closeSync(fd);
      }
      return header.readUInt32BE(12);
    };
    db.pragma('wal_autocheckpoint = 0');
    writeMegabytes(1);
    const before = walSequence();
    const checkpointer = new WalCheckpointer(db, file, {
      everyMs: 10,
      atBytes: 256 * 1024,
      restartAtBytes: 2 * 1024 * 1024,
    });
    try {
      // One transaction: a pass that caught up between two would let this write start over.
      await checkpointer.write(() => db.transaction(() => writeMegabytes(4))());
      await until(() => checkpointer.restarted > 0);
      // No write on this connection since: the thread's own write started the WAL over.
      expect(walSequence()).toBe(before + 1);
      // Its own write is no reason to start over again.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(checkpointer.restarted).toBe(1);
      await checkpointer.write(() => db.prepare('INSERT INTO docs (body) VALUES (?)').run('after'));
      expect(walSequence()).toBe(before + 1);
      expect(db.prepare('SELECT count(*) AS n FROM docs').get()).toEqual({ n: 5 * 4 * 64 + 1 });
      expect(db.pragma('user_version', { simple: true })).toBe(0);
    } finally {
      await checkpointer.stop();
    }
  });

  it('leaves the WAL to the writer when this connection never writes through the turn', async () => {
    // The api's store in the Redis topology: the projector process writes, this one only reads.
    db.pragma('wal_autocheckpoint = 0');
    const checkpointer = new WalCheckpointer(db, file, {
      everyMs: 10,
      atBytes: 256 * 1024,
      restartAtBytes: 1024 * 1024,
    });
    try {
      writeMegabytes(4);
      await until(() => checkpointer.made > 2);
      expect(checkpointer.restarted).toBe(0);
    } finally {
      await checkpointer.stop();
    }
  });

  it('lets a write run inside another, and gives the turn back once', async () => {
    const checkpointer = new WalCheckpointer(db, file, { everyMs: 60_000 });
    try {
      const inner = await checkpointer.write(() => checkpointer.write(() => 'inner'));
      expect(inner).toBe('inner');
      await expect(checkpointer.write(() => 'after')).resolves.toBe('after');
    } finally {
      await checkpointer.stop();
    }
  });

  it('leaves a small WAL alone', async () => {
    const checkpointer = new WalCheckpointer(db, file, { everyMs: 10, atBytes: 64 * 1024 * 1024 });
    writeMegabytes(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(checkpointer.made).toBe(0);
    await checkpointer.stop();
  });

  it('gives the checkpoints back to the connection when the thread dies', async () => {
    const checkpointer = new WalCheckpointer(db, path.join(dir, 'missing', 'store.sqlite'), {
      everyMs: 10,
    });
    await until(() => !checkpointer.running);
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(AUTOCHECKPOINT_PAGES);
  });
});
