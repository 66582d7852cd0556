import type Database from 'better-sqlite3';

/** Prepares each distinct SQL text once; queries built from options reuse their statements. */
export class StatementCache {
  private readonly statements = new Map<string, Database.Statement>();

  constructor(
    private readonly db: Database.Database,
    private readonly trace?: (sql: string) => void,
  ) {}

  get(sql: string): Database.Statement {
    this.trace?.(sql);
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }
}
