import type Database from 'better-sqlite3';
import type { BotDoc } from '../projections/bots.projection';
import { PROJECTION_NAMES, type ProjectionName } from '../projections/projection';
import { UNRATED_SCORE } from '../projections/rating-score';
import { promotedIdentity } from '../event-store-binding';
import { performance } from 'node:perf_hooks';
import { SqliteBotWriter, spellingRowsOf, type SpellingRow } from './sqlite-bot-writer';
import { categoryFillSql, categoryKeysSyncSql } from './sqlite-sort-keys';
import {
  createIndexes,
  createTable,
  tableExists,
  tableNames,
  tablesOf,
  type TableKey,
} from './sqlite-schema';

const FILL_PAGE = 1000;
const inList = (projections: readonly ProjectionName[]) => JSON.stringify(projections);
const IN_PROJECTIONS = 'projection IN (SELECT value FROM json_each(?))';

/**
 * Replays build `shadow_*` tables without secondary indexes, full-text or category rows (bulk work
 * at the end is cheaper than keeping them up to date), then swap them in with renames.
 */
export function openShadowTables(db: Database.Database, projections: ProjectionName[]): void {
  const shadow = tableNames(projections);
  db.transaction(() => {
    for (const key of projections.flatMap(tablesOf)) {
      db.exec(`DROP TABLE IF EXISTS ${shadow[key]}`);
      createTable(db, key, shadow[key]);
    }
    for (const key of ['checkpoints', 'deadLetters', 'storeMeta'] as const) {
      if (!tableExists(db, shadow[key])) createTable(db, key, shadow[key]);
    }
    db.exec(`DELETE FROM ${shadow.storeMeta}`);
    db.prepare(`DELETE FROM ${shadow.deadLetters} WHERE ${IN_PROJECTIONS}`).run(
      inList(projections),
    );
    const zero = db.prepare(`INSERT OR REPLACE INTO ${shadow.checkpoints} VALUES (?, 0)`);
    for (const projection of projections) zero.run(projection);
  }).immediate();
}

const hasIndexes = (db: Database.Database, table: string) =>
  db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql NOT NULL")
    .get(table) !== undefined;

/** Builds what a replay deferred, in transactions of its own (the live tables are not touched). */
function finishShadow(db: Database.Database, projections: ProjectionName[]): void {
  const shadow = tableNames(projections);
  for (const projection of projections) {
    if (!tableExists(db, shadow.checkpoints) || !tablesOf(projection).every(exists(db, shadow))) {
      throw new Error(`No shadow of the ${projection} read model to promote`);
    }
  }
  if (projections.includes('bots') && !hasIndexes(db, shadow.bots)) fillSearchRows(db, projections);
  db.transaction(() => {
    for (const key of projections.flatMap(tablesOf)) {
      if (!hasIndexes(db, shadow[key])) createIndexes(db, key, shadow[key]);
    }
  }).immediate();
}

const exists = (db: Database.Database, names: Record<TableKey, string>) => (key: TableKey) =>
  tableExists(db, names[key]);

/**
 * A fill transaction ends after about this long: live writers of the same file wait at most that
 * (their busy timeout is 5 s), and fewer, larger transactions flush fewer full-text segments.
 */
const FILL_BUDGET_MS = 250;
/** FTS5 keeps this much pending index data in memory before it writes a segment (default 1 MiB). */
const FILL_FTS_HASH_SIZE = 64 * 1024 * 1024;
const FTS_HASH_SIZE = 1024 * 1024;

/**
 * Full-text, spelling and category rows of every public bot, from scratch, in time-boxed
 * transactions so live writers wait at most one (a crash part-way leaves no indexes, so the next
 * promotion redoes it). Rows go in key order: full-text by rowid, spelling words sorted per
 * transaction.
 */
function fillSearchRows(db: Database.Database, projections: ProjectionName[]): void {
  const shadow = tableNames(projections);
  db.transaction(() => {
    for (const key of ['botsFts', 'spellingWords', 'botCategories'] as const) {
      db.exec(`DROP TABLE ${shadow[key]}`);
      createTable(db, key, shadow[key]);
    }
  }).immediate();
  const writer = new SqliteBotWriter(db, shadow);
  const page = db.prepare(
    `SELECT id, doc FROM ${shadow.bots} WHERE is_public = 1 AND id > ? ORDER BY id LIMIT ?`,
  );
  const categories = db.prepare(categoryFillSql(shadow));
  /** Fills pages after `after` until the budget is spent; returns the last id, or null at the end. */
  const fill = db.transaction((after: number): number | null => {
    const started = performance.now();
    const words: SpellingRow[] = [];
    let last: number | null = null;
    do {
      const rows = page.all(last ?? after, FILL_PAGE) as { id: number; doc: string }[];
      if (rows.length === 0) break;
      for (const row of rows) {
        const doc = JSON.parse(row.doc) as BotDoc;
        writer.indexFullText(row.id, doc);
        words.push(...spellingRowsOf(row.id, doc));
      }
      categories.run(rows[0]!.id, rows[rows.length - 1]!.id);
      last = rows[rows.length - 1]!.id;
    } while (performance.now() - started < FILL_BUDGET_MS);
    writer.insertWords(words);
    return last;
  });
  const ftsHashSize = (bytes: number) =>
    db.exec(
      `INSERT INTO ${shadow.botsFts} (${shadow.botsFts}, rank) VALUES ('hashsize', ${bytes})`,
    );
  ftsHashSize(FILL_FTS_HASH_SIZE);
  try {
    for (let after: number | null = Number.MIN_SAFE_INTEGER; after !== null;) {
      after = fill.immediate(after);
    }
  } finally {
    ftsHashSize(FTS_HASH_SIZE);
  }
}

/**
 * One transaction: each live table of the projections is dropped and its shadow renamed over it,
 * with the projections' checkpoints and dead letters. Other connections re-prepare on the schema
 * change; readers inside a transaction keep reading the old copy until it ends.
 */
export function promoteShadowTables(db: Database.Database, projections: ProjectionName[]): void {
  finishShadow(db, projections);
  const live = tableNames();
  const shadow = tableNames(projections);
  const names = inList(projections);
  db.transaction(() => {
    for (const key of projections.flatMap(tablesOf)) {
      db.exec(
        `DROP TABLE IF EXISTS ${live[key]}; ALTER TABLE ${shadow[key]} RENAME TO ${live[key]}`,
      );
    }
    for (const key of ['checkpoints', 'deadLetters'] as const) {
      db.prepare(`DELETE FROM ${live[key]} WHERE ${IN_PROJECTIONS}`).run(names);
      db.prepare(
        `INSERT INTO ${live[key]} SELECT * FROM ${shadow[key]} WHERE ${IN_PROJECTIONS}`,
      ).run(names);
      db.prepare(`DELETE FROM ${shadow[key]} WHERE ${IN_PROJECTIONS}`).run(names);
    }
    if (projections.includes('bots') !== projections.includes('ratings')) syncRatings(db);
    const promotesAll = PROJECTION_NAMES.every((name) => projections.includes(name));
    const identity = promotedIdentity(
      readIdentity(db, live.storeMeta),
      readIdentity(db, shadow.storeMeta),
      promotesAll,
    );
    if (identity !== null) writeIdentity(db, live.storeMeta, identity);
  }).immediate();
}

/** After one of bots and ratings was replayed alone, bot rows take the ratings now live. */
function syncRatings(db: Database.Database): void {
  const live = tableNames();
  const { bots, ratings } = live;
  const rating = `coalesce((SELECT rating FROM ${ratings} r WHERE r.bot_id = ${bots}.id), 0)`;
  const count = `coalesce((SELECT rating_count FROM ${ratings} r WHERE r.bot_id = ${bots}.id), 0)`;
  const score = `coalesce((SELECT rating_score FROM ${ratings} r WHERE r.bot_id = ${bots}.id),
    ${UNRATED_SCORE})`;
  db.exec(`UPDATE ${bots} SET rating = ${rating}, rating_count = ${count}, rating_score = ${score}
    WHERE rating IS NOT ${rating} OR rating_count IS NOT ${count} OR rating_score IS NOT ${score}`);
  db.exec(categoryKeysSyncSql(live, 'all'));
}

const IDENTITY_KEY = 'event_store';

export function readIdentity(db: Database.Database, table: string): string | null {
  const row = db.prepare(`SELECT value FROM ${table} WHERE key = ?`).get(IDENTITY_KEY) as
    { value: string } | undefined;
  return row?.value ?? null;
}

export function writeIdentity(db: Database.Database, table: string, identity: string): void {
  db.prepare(`INSERT OR REPLACE INTO ${table} (key, value) VALUES (?, ?)`).run(
    IDENTITY_KEY,
    identity,
  );
}
