import type Database from 'better-sqlite3';
import { countersOf, isPublicBot, type BotDoc } from '../projections/bots.projection';
import type { DocChange } from '../projections/run-batch';
import { categorySearchText } from '../projections/search-terms';
import { nameKeys } from '../projections/name-keys';
import { spellingBucket, vocabularyOf } from '../projections/spelling';
import { UNRATED_SCORE } from '../projections/rating-score';
import { facetText } from './sqlite-search-facets';
import type { TableNames } from './sqlite-schema';
import { categoryInsertSql, categoryKeysSyncSql } from './sqlite-sort-keys';

/** What full-text search indexes of a bot, column by column; categories and facets also narrow. */
const searchText = (doc: BotDoc) => [
  doc.bot.name,
  doc.bot.shortDescription,
  doc.bot.description,
  doc.bot.tags.join(' '),
  categorySearchText(doc.bot.categories),
  facetText(doc.createdAt, doc.isFeatured),
];

const sameText = (a: BotDoc, b: BotDoc) =>
  searchText(a).join('\u0000') === searchText(b).join('\u0000');

const sameCategories = (a: BotDoc, b: BotDoc) =>
  a.bot.categories.join() === b.bot.categories.join();

/** Bind values of the bots upsert, in column order, then the id for the three rating lookups. */
const rowOf = (doc: BotDoc, position: number, keys = nameKeys(doc.bot.name)) => [
  doc.id,
  JSON.stringify(doc),
  position,
  doc.status,
  isPublicBot(doc) ? 1 : 0,
  doc.isFeatured ? 1 : 0,
  doc.bot.ownerId,
  doc.createdAt,
  doc.bot.name.toLowerCase(),
  doc.stats?.serverCount ?? 0,
  doc.votes.month,
  doc.votes.monthCount,
  keys.folded,
  keys.shaped,
  doc.id,
  doc.id,
  doc.id,
];

/** Writes bot documents with their indexed columns, full-text rows, category rows and counters. */
export class SqliteBotWriter {
  private readonly upsert: Database.Statement;
  private readonly remove: Database.Statement;
  private readonly ftsInsert: Database.Statement;
  private readonly ftsDelete: Database.Statement;
  private readonly wordInsert: Database.Statement;
  private readonly wordsDelete: Database.Statement;
  private readonly categoryInsert: Database.Statement;
  private readonly categoryDelete: Database.Statement;
  private readonly categoryKeysSync: Database.Statement;
  private readonly counterAdd: Database.Statement;
  private readonly slugInsert: Database.Statement;
  private readonly holderInsert: Database.Statement;
  private readonly holderDelete: Database.Statement;

  /** `deferSearch`: a replay builds full-text and category rows in bulk at the end. */
  constructor(
    db: Database.Database,
    t: TableNames,
    private readonly deferSearch = false,
  ) {
    this.upsert = db.prepare(`
      INSERT INTO ${t.bots} (id, doc, position, status, is_public, is_featured, owner_id, created_at,
        name_key, server_count, votes_month, monthly_votes, name_folded, name_shaped, rating,
        rating_count, rating_score)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
        coalesce((SELECT rating FROM ${t.ratings} WHERE bot_id = ?), 0),
        coalesce((SELECT rating_count FROM ${t.ratings} WHERE bot_id = ?), 0),
        coalesce((SELECT rating_score FROM ${t.ratings} WHERE bot_id = ?), ${UNRATED_SCORE}))
      ON CONFLICT (id) DO UPDATE SET doc = excluded.doc, position = excluded.position,
        status = excluded.status, is_public = excluded.is_public, is_featured = excluded.is_featured,
        owner_id = excluded.owner_id, created_at = excluded.created_at, name_key = excluded.name_key,
        server_count = excluded.server_count, votes_month = excluded.votes_month,
        monthly_votes = excluded.monthly_votes, name_folded = excluded.name_folded,
        name_shaped = excluded.name_shaped`);
    this.remove = db.prepare(`DELETE FROM ${t.bots} WHERE id = ?`);
    this.ftsInsert = db.prepare(
      `INSERT INTO ${t.botsFts} (rowid, name, short_description, description, tags, categories,
       facets) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    this.ftsDelete = db.prepare(`DELETE FROM ${t.botsFts} WHERE rowid = ?`);
    this.wordInsert = db.prepare(
      `INSERT OR IGNORE INTO ${t.spellingWords} (bucket, word, bot_id) VALUES (?, ?, ?)`,
    );
    this.wordsDelete = db.prepare(`DELETE FROM ${t.spellingWords} WHERE bot_id = ?`);
    this.categoryInsert = db.prepare(categoryInsertSql(t));
    this.categoryDelete = db.prepare(`DELETE FROM ${t.botCategories} WHERE id = ?`);
    this.categoryKeysSync = db.prepare(categoryKeysSyncSql(t, 'one'));
    this.slugInsert = db.prepare(
      `INSERT OR IGNORE INTO ${t.botSlugs} (slug, bot_id) VALUES (?, ?)`,
    );
    this.holderInsert = db.prepare(
      `INSERT OR IGNORE INTO ${t.botHolders} (user_id, bot_id) VALUES (?, ?)`,
    );
    this.holderDelete = db.prepare(`DELETE FROM ${t.botHolders} WHERE user_id = ? AND bot_id = ?`);
    this.counterAdd = db.prepare(`
      INSERT INTO ${t.counters} (key, value) VALUES (?, ?)
      ON CONFLICT (key) DO UPDATE SET value = value + excluded.value`);
  }

  write(changes: ReadonlyMap<string, DocChange>): void {
    const counterDeltas = new Map<string, number>();
    for (const [key, change] of changes) {
      const before = change.before as BotDoc | null;
      const after = change.after as BotDoc | null;
      const id = Number(key);
      if (after) this.upsert.run(...rowOf(after, change.position));
      else this.remove.run(id);
      this.writeSlugs(id, before, after);
      this.writeHolders(id, before, after);
      if (!this.deferSearch) this.writeSearchRows(id, before, after);
      for (const counter of countersOf(before)) add(counterDeltas, counter, -1);
      for (const counter of countersOf(after)) add(counterDeltas, counter, 1);
    }
    for (const [counter, delta] of counterDeltas)
      if (delta !== 0) this.counterAdd.run(counter, delta);
  }

  /** Slugs are only added (a published bot's doc is never removed): old ones keep redirecting. */
  private writeSlugs(id: number, before: BotDoc | null, after: BotDoc | null): void {
    const known = new Set(before?.slugs);
    for (const slug of after?.slugs ?? []) if (!known.has(slug)) this.slugInsert.run(slug, id);
  }

  /** The co-owners and the user offered the bot, as rows the dashboard finds by user. */
  private writeHolders(id: number, before: BotDoc | null, after: BotDoc | null): void {
    const was = holdersOf(before);
    const now = holdersOf(after);
    for (const user of was) if (!now.has(user)) this.holderDelete.run(user, id);
    for (const user of now) if (!was.has(user)) this.holderInsert.run(user, id);
  }

  /** The search and category rows of a public bot. */
  indexPublic(id: number, doc: BotDoc): void {
    this.indexText(id, doc);
    for (const category of new Set(doc.bot.categories)) this.categoryInsert.run(category, id);
  }

  /** The full-text and spelling rows of a public bot. */
  indexText(id: number, doc: BotDoc): void {
    this.indexFullText(id, doc);
    for (const word of vocabularyOf(doc)) this.wordInsert.run(spellingBucket(word), word, id);
  }

  /** The full-text row alone: a replay calls it once per bot at the end, in id order. */
  indexFullText(id: number, doc: BotDoc): void {
    this.ftsInsert.run(id, ...searchText(doc));
  }

  /** Spelling rows in bulk: sorted by key first, so the b-tree is appended to, not split at random. */
  insertWords(rows: SpellingRow[]): void {
    rows.sort(byKey);
    for (const row of rows) this.wordInsert.run(row[0], row[1], row[2]);
  }

  /** Only public bots are searchable and counted in categories. */
  private writeSearchRows(id: number, before: BotDoc | null, after: BotDoc | null): void {
    const wasPublic = isPublicBot(before);
    const isPublic = isPublicBot(after);
    if (!wasPublic && !isPublic) return;
    const stayedPublic = wasPublic && isPublic && before !== null && after !== null;
    if (stayedPublic && sameText(before, after) && sameCategories(before, after)) {
      this.categoryKeysSync.run(id);
      return;
    }
    if (wasPublic) {
      this.ftsDelete.run(id);
      this.wordsDelete.run(id);
      this.categoryDelete.run(id);
    }
    if (after && isPublic) this.indexPublic(id, after);
  }
}

/** A spelling_words row: bucket, word, bot id. */
export type SpellingRow = [string, string, number];

/** The spelling vocabulary rows of a public bot. */
export const spellingRowsOf = (id: number, doc: BotDoc): SpellingRow[] =>
  vocabularyOf(doc).map((word) => [spellingBucket(word), word, id]);

const byKey = (a: SpellingRow, b: SpellingRow) =>
  a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : a[2] - b[2];

function add(map: Map<string, number>, key: string, delta: number): void {
  map.set(key, (map.get(key) ?? 0) + delta);
}

function holdersOf(doc: BotDoc | null): Set<string> {
  const holders = new Set(doc?.coOwnerIds ?? []);
  if (doc?.transferOfferedTo) holders.add(doc.transferOfferedTo);
  return holders;
}
