import type { TableNames } from './sqlite-schema';

/**
 * Each listing sort's index columns, named as in the bots table. The bots table has one partial
 * index per sort over public bots; `bot_categories` copies these columns and has one index per sort
 * led by the category, so a category page is a range walk of one index. A new sort key is one line.
 */
export const SORT_INDEXES = {
  newest: ['created_at', 'id'],
  // "Highest Rated": the Bayesian score (projections/rating-score.ts), not the raw average.
  rating: ['rating_score', 'created_at', 'id'],
  name: ['name_key', 'id'],
  servers: ['server_count', 'created_at', 'id'],
  votes: ['votes_month', 'monthly_votes', 'created_at', 'id'],
} as const satisfies Record<string, readonly string[]>;

/** Filters a category listing answers from its own rows besides the sort keys. */
const FILTER_COLUMNS = ['is_featured'] as const;

/** The bot columns a category row copies (untyped there: the values keep the bots table's types). */
export const CATEGORY_COPIED_COLUMNS: readonly string[] = [
  ...new Set([...Object.values(SORT_INDEXES).flat(), ...FILTER_COLUMNS]),
].filter((column) => column !== 'id');

const COPIED = CATEGORY_COPIED_COLUMNS.join(', ');

/** The indexes of the bots table (partial, over public bots) and of `bot_categories`, per sort. */
export const sortIndexes = (
  publicOnly: string,
): { bots: [string, string][]; categories: [string, string][] } => {
  const sorts = Object.entries(SORT_INDEXES);
  return {
    bots: sorts.map(([sort, columns]) => [sort, `(${columns.join(', ')}) ${publicOnly}`]),
    categories: sorts.map(([sort, columns]) => [sort, `(category, ${columns.join(', ')})`]),
  };
};

export const categoryTableSql = (name: string) => `CREATE TABLE ${name} (
    category TEXT NOT NULL, id INTEGER NOT NULL, ${COPIED}, PRIMARY KEY (category, id)) WITHOUT ROWID`;

/** A category row of a bot, its sort keys copied from the bot row written just before. */
export const categoryInsertSql = (t: TableNames) =>
  `INSERT OR IGNORE INTO ${t.botCategories} (category, id, ${COPIED})
   SELECT ?, id, ${COPIED} FROM ${t.bots} WHERE id = ?`;

/** The category rows of the public bots with ids in [?, ?], in one statement (a replay's bulk fill). */
export const categoryFillSql = (t: TableNames) =>
  `INSERT OR IGNORE INTO ${t.botCategories} (category, id, ${COPIED})
   SELECT c.value, b.id, ${CATEGORY_COPIED_COLUMNS.map((column) => `b.${column}`).join(', ')}
   FROM ${t.bots} b, json_each(b.doc, '$.bot.categories') c
   WHERE b.is_public = 1 AND b.id BETWEEN ? AND ?`;

/** The sort keys of a bot's category rows brought up to its bot row (rows already equal skip). */
export const categoryKeysSyncSql = (t: TableNames, which: 'one' | 'all') => {
  const source = `(SELECT ${COPIED} FROM ${t.bots} b WHERE b.id = ${t.botCategories}.id)`;
  const only = which === 'one' ? 'id = ? AND ' : '';
  return `UPDATE ${t.botCategories} SET (${COPIED}) = ${source}
    WHERE ${only}(${COPIED}) IS NOT ${source}`;
};
