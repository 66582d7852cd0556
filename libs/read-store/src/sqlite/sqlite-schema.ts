import type Database from 'better-sqlite3';

/**
 * Table names under a prefix: a replay builds the whole set as `shadow_*` beside the live one and
 * later renames it over the live set in one transaction.
 */
export function tableNames(prefix = '') {
  return {
    bots: `${prefix}bots`,
    botCategories: `${prefix}bot_categories`,
    botsFts: `${prefix}bots_fts`,
    submissions: `${prefix}submissions`,
    ratings: `${prefix}ratings`,
    inviteActivity: `${prefix}invite_activity`,
    counters: `${prefix}counters`,
    checkpoints: `${prefix}checkpoints`,
    deadLetters: `${prefix}dead_letters`,
  };
}

export type TableNames = ReturnType<typeof tableNames>;

export function createSchema(db: Database.Database, t: TableNames): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS ${t.bots} (
      id INTEGER PRIMARY KEY, doc TEXT NOT NULL, position INTEGER NOT NULL,
      status TEXT NOT NULL, is_public INTEGER NOT NULL, is_featured INTEGER NOT NULL,
      owner_id TEXT NOT NULL, created_at TEXT NOT NULL, name_key TEXT NOT NULL,
      rating INTEGER NOT NULL DEFAULT 0, rating_count INTEGER NOT NULL DEFAULT 0);
    CREATE INDEX IF NOT EXISTS ${t.bots}_newest ON ${t.bots} (is_public, created_at, id);
    CREATE INDEX IF NOT EXISTS ${t.bots}_rating ON ${t.bots} (is_public, rating, created_at, id);
    CREATE INDEX IF NOT EXISTS ${t.bots}_name ON ${t.bots} (is_public, name_key, id);
    CREATE INDEX IF NOT EXISTS ${t.bots}_featured ON ${t.bots} (is_public, is_featured, created_at, id);
    CREATE INDEX IF NOT EXISTS ${t.bots}_owner ON ${t.bots} (owner_id);
    CREATE TABLE IF NOT EXISTS ${t.botCategories} (
      category TEXT NOT NULL, bot_id INTEGER NOT NULL, PRIMARY KEY (category, bot_id)) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS ${t.botCategories}_bot ON ${t.botCategories} (bot_id);
    CREATE VIRTUAL TABLE IF NOT EXISTS ${t.botsFts} USING fts5(
      name, short_description, description, tags,
      content='', contentless_delete=1, prefix='2 3', tokenize='unicode61 remove_diacritics 2');
    CREATE TABLE IF NOT EXISTS ${t.submissions} (
      id TEXT PRIMARY KEY, doc TEXT NOT NULL, position INTEGER NOT NULL, status TEXT NOT NULL,
      submitter_id TEXT NOT NULL, sequence INTEGER NOT NULL) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS ${t.submissions}_newest ON ${t.submissions} (sequence);
    CREATE INDEX IF NOT EXISTS ${t.submissions}_status ON ${t.submissions} (status, sequence);
    CREATE INDEX IF NOT EXISTS ${t.submissions}_submitter ON ${t.submissions} (submitter_id, sequence);
    CREATE TABLE IF NOT EXISTS ${t.ratings} (
      bot_id INTEGER PRIMARY KEY, doc TEXT NOT NULL, position INTEGER NOT NULL,
      rating INTEGER NOT NULL, rating_count INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS ${t.inviteActivity} (
      bot_id INTEGER NOT NULL, visitor TEXT NOT NULL, last_day TEXT NOT NULL,
      position INTEGER NOT NULL, PRIMARY KEY (bot_id, visitor)) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS ${t.inviteActivity}_day ON ${t.inviteActivity} (last_day, bot_id);
    CREATE TABLE IF NOT EXISTS ${t.counters} (key TEXT PRIMARY KEY, value INTEGER NOT NULL) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS ${t.checkpoints} (
      projection TEXT PRIMARY KEY, position INTEGER NOT NULL) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS ${t.deadLetters} (
      projection TEXT NOT NULL, position INTEGER NOT NULL, event_id TEXT NOT NULL,
      type TEXT NOT NULL, error TEXT NOT NULL, at TEXT NOT NULL, event TEXT NOT NULL,
      PRIMARY KEY (projection, position)) WITHOUT ROWID;
  `);
}
