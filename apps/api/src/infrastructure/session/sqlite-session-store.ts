import Database from 'better-sqlite3';
import type { SessionData, SessionStore } from './session-store.port';

export class SqliteSessionStore implements SessionStore {
  private readonly db: Database.Database;
  private readonly selectStatement;
  private readonly upsertStatement;
  private readonly deleteStatement;

  constructor(
    file: string,
    private readonly now: () => number = Date.now,
  ) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('busy_timeout = 5000');
    // No fsync per write: these writes run on the api's event loop, and one fsync there held it
    // 516 ms when the disk stalled. A power loss (not a crash) can forget the last session writes.
    this.db.pragma('synchronous = NORMAL');
    this.db.exec(
      'CREATE TABLE IF NOT EXISTS sessions (id TEXT PRIMARY KEY, data TEXT NOT NULL, expires_at INTEGER NOT NULL)',
    );
    this.selectStatement = this.db.prepare<[string, number], { data: string }>(
      'SELECT data FROM sessions WHERE id = ? AND expires_at > ?',
    );
    this.upsertStatement = this.db.prepare(
      'INSERT INTO sessions (id, data, expires_at) VALUES (?, ?, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data, expires_at = excluded.expires_at',
    );
    this.deleteStatement = this.db.prepare('DELETE FROM sessions WHERE id = ?');
    this.db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(this.now());
  }

  async get(id: string): Promise<SessionData | null> {
    const row = this.selectStatement.get(id, this.now());
    return row ? (JSON.parse(row.data) as SessionData) : null;
  }

  async set(id: string, data: SessionData, ttlSeconds: number): Promise<void> {
    this.upsertStatement.run(id, JSON.stringify(data), this.now() + ttlSeconds * 1000);
  }

  async destroy(id: string): Promise<void> {
    this.deleteStatement.run(id);
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
