import { listSortOf, type ListCursor } from '../listing-cursor';
import { categoryClause, ftsExpressions } from '../projections/search-terms';
import { SEARCH_TOTAL_CAP, type ListBotsQuery } from '../read-store.port';
import type { TableNames } from './sqlite-schema';

export const NEWEST = 'b.created_at DESC, b.id DESC';

/** The ids of a page in order, and how to count every match (null: from the counters). */
export interface Plan {
  ids: string;
  count: string | null;
  params: Record<string, unknown>;
}

/** A relevance search, in any scope: answered by the full-text index (SqliteSearch). */
export const isRelevanceSearch = (query: ListBotsQuery) =>
  (query.sort ?? 'relevance') === 'relevance';

/** ORDER BY of a filtered relevance search: the name tier first, then bm25 rank, then newest. */
const nameTierFirst = (fts: string) =>
  `${fts}.rowid IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH @nameMatch) DESC,
   ${fts}.rank, b.id DESC`;

/** A search narrowed by time or featured, or ordered by a column: joined with the bot rows. */
export function searchPlan(query: ListBotsQuery, words: string[], t: TableNames): Plan {
  const fts = t.botsFts;
  const relevance = (query.sort ?? 'relevance') === 'relevance';
  const narrowed = filtered(query, `${fts} JOIN ${t.bots} b ON b.id = ${fts}.rowid`);
  narrowed.where.push(`${fts} MATCH @match`);
  const order = relevance ? nameTierFirst(fts) : orderBy(query);
  const from = `FROM ${narrowed.from} WHERE ${narrowed.where.join(' AND ')}`;
  const match = ftsExpressions(words, query.category ? [categoryClause(query.category)] : []);
  const params: Record<string, unknown> = { ...narrowed.params, match: match.all };
  if (query.sort === 'votes') params['month'] = query.month ?? '';
  if (relevance) params['nameMatch'] = match.name;
  const ids = `SELECT b.id AS id ${from} ORDER BY ${order}`;
  const count = `SELECT count(*) AS total FROM (SELECT 1 ${from} LIMIT ${SEARCH_TOTAL_CAP + 1})`;
  return { ids, count, params };
}

/** The bots after the cursor, as a row-value range the sort's index answers. */
const AFTER: Record<Exclude<ListCursor['sort'], 'votes'>, string> = {
  newest: '(b.created_at, b.id) < (@c0, @c1)',
  name: '(b.name_key, b.id) > (@c0, @c1)',
  rating: '(b.rating_score, b.created_at, b.id) < (@c0, @c1, @c2)',
  servers: '(b.server_count, b.created_at, b.id) < (@c0, @c1, @c2)',
};

/**
 * A page walks the sort's index in order and stops early, with no sort: over public bots, or over a
 * category's rows (which carry the sort keys). A cursor starts the walk where the previous page ended.
 */
export function listPlan(query: ListBotsQuery, t: TableNames): Plan {
  const sort = listSortOf(query);
  // In a category, SQLite would rather range over the window on the newest index and sort it.
  const windowInOrder = query.category !== undefined && sort !== 'newest';
  const narrowed = query.category
    ? filtered(query, `${t.botCategories} b`, ['b.category = @category'], windowInOrder)
    : filtered(query, `${t.bots} b`);
  if (query.category) narrowed.params['category'] = query.category;
  const from = `FROM ${narrowed.from}`;
  const where = narrowed.where.join(' AND ');
  const countersOnly = !query.createdAfter && query.featured === undefined;
  const params = { ...narrowed.params };
  if (sort === 'votes') params['month'] = query.month ?? '';
  query.cursor?.key.forEach((value, index) => (params[`c${index}`] = value));
  const ids =
    sort === 'votes'
      ? votesIds(from, where, query.cursor)
      : `SELECT b.id AS id ${from} WHERE ${where}${query.cursor ? ` AND ${AFTER[sort]}` : ''}
         ORDER BY ${orderBy(query)}`;
  return {
    ids,
    // Narrowed by time or featured: counted like a search, up to the cap (then approximate).
    count: countersOnly
      ? null
      : `SELECT count(*) AS total FROM (SELECT 1 ${from} WHERE ${where} LIMIT ${SEARCH_TOTAL_CAP + 1})`,
    params,
  };
}

/**
 * This month's votes, then newest: the bots voted for this month in the votes index's order,
 * then every other bot in the newest index's order. Two ordered walks, never a sort of all bots.
 */
function votesIds(from: string, where: string, cursor: ListCursor | undefined): string {
  const voted = `SELECT b.id AS id ${from} WHERE ${where}
    AND b.votes_month = @month AND b.monthly_votes > 0
    ${cursor ? 'AND (b.monthly_votes, b.created_at, b.id) < (@c0, @c1, @c2)' : ''}
    ORDER BY b.monthly_votes DESC, ${NEWEST}`;
  const inRest = cursor !== undefined && cursor.key[0] === 0;
  const rest = `SELECT b.id AS id ${from} WHERE ${where}
    AND (b.votes_month IS NOT @month OR b.monthly_votes = 0)
    ${inRest ? 'AND (b.created_at, b.id) < (@c1, @c2)' : ''}
    ORDER BY ${NEWEST}`;
  return inRest ? rest : `SELECT id FROM (${voted}) UNION ALL SELECT id FROM (${rest})`;
}

/**
 * Literal `is_public = 1` and `is_featured = 0|1`, so the partial indexes apply. `windowInOrder`:
 * the time window is a filter on the walk (unary + keeps it off the index choice), not a range.
 */
function filtered(
  query: ListBotsQuery,
  from: string,
  where = ['b.is_public = 1'],
  windowInOrder = false,
) {
  const params: Record<string, unknown> = {};
  if (query.createdAfter) {
    where.push(`${windowInOrder ? '+' : ''}b.created_at > @createdAfter`);
    params['createdAfter'] = query.createdAfter;
  }
  if (query.featured !== undefined) where.push(`b.is_featured = ${query.featured ? 1 : 0}`);
  return { from, where, params };
}

function orderBy(query: ListBotsQuery): string {
  switch (query.sort) {
    case 'rating':
      return `b.rating_score DESC, ${NEWEST}`;
    case 'name':
      return 'b.name_key ASC, b.id ASC';
    case 'servers':
      return `b.server_count DESC, ${NEWEST}`;
    case 'votes':
      // Counts of an earlier month are this month's zero.
      return `(CASE WHEN b.votes_month = @month THEN b.monthly_votes ELSE 0 END) DESC, ${NEWEST}`;
    default:
      return NEWEST;
  }
}
