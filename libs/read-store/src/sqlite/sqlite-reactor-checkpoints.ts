import type Database from 'better-sqlite3';

/**
 * Process managers' checkpoints (ProjectionStore.reactorCheckpoint): a table of their own, created
 * outside the read models' layout, so a schema change that rebuilds the read models keeps it.
 */
export class SqliteReactorCheckpoints {
  private readonly read: Database.Statement<[string], { position: number }>;
  private readonly save: Database.Statement<[string, number]>;

  constructor(db: Database.Database) {
    db.exec(`CREATE TABLE IF NOT EXISTS reactor_checkpoints (
      name TEXT PRIMARY KEY, position INTEGER NOT NULL) WITHOUT ROWID`);
    this.read = db.prepare('SELECT position FROM reactor_checkpoints WHERE name = ?');
    this.save = db.prepare(`INSERT INTO reactor_checkpoints (name, position) VALUES (?, ?)
      ON CONFLICT (name) DO UPDATE SET position = max(position, excluded.position)`);
  }

  checkpoint(name: string): number | null {
    return this.read.get(name)?.position ?? null;
  }

  record(name: string, position: number): void {
    this.save.run(name, position);
  }
}
