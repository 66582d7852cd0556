import { ftsExpressions } from '../projections/search-terms';
import type { ListBotsQuery } from '../read-store.port';
import type { TableNames } from './sqlite-schema';

export const NEWEST = 'b.created_at DESC, b.id DESC';

/** The ids of a page in order, and how to count every match (null: from the counters). */
export interface Plan {
  ids: string;
  count: string | null;
  params: Record<string, unknown>;
}

/** A relevance search, at most in a category: answered by the full-text index alone. */
export const isPlainSearch = (query: ListBotsQuery) =>
  (query.sort ?? 'relevance') === 'relevance' &&
  !query.createdAfter &&
  query.featured === undefined;

/** ORDER BY of a filtered relevance search: the name tier first, then bm25 rank, then newest. */
const nameTierFirst = (fts: string) =>
  `${fts}.rowid IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH @nameMatch) DESC,
   ${fts}.rank, b.id DESC`;

/** A search narrowed by time or featured, or ordered by a column: joined with the bot rows. */
export function searchPlan(query: ListBotsQuery, words: string[], t: TableNames): Plan {
  const fts = t.botsFts;
  const relevance = (query.sort ?? 'relevance') === 'relevance';
  const join = `${fts} JOIN ${t.bots} b ON b.id = ${fts}.rowid`;
  const narrowed = filtered({ ...query, category: undefined }, t, join);
  narrowed.where.push(`${fts} MATCH @match`);
  const order = relevance ? nameTierFirst(fts) : orderBy(query);
  const from = `FROM ${narrowed.from} WHERE ${narrowed.where.join(' AND ')}`;
  const match = ftsExpressions(words, query.category);
  const params: Record<string, unknown> = { ...narrowed.params, match: match.all };
  if (query.sort === 'votes') params['month'] = query.month ?? '';
  if (relevance) params['nameMatch'] = match.name;
  const ids = `SELECT b.id AS id ${from} ORDER BY ${order}`;
  return { ids, count: `SELECT count(*) AS total ${from}`, params };
}

/** CROSS JOIN keeps the bots' index order outside: a page stops early, with no sort. */
export function listPlan(query: ListBotsQuery, t: TableNames): Plan {
  const narrowed = filtered(query, t, `${t.bots} b`, 'CROSS JOIN');
  const from = `FROM ${narrowed.from} WHERE ${narrowed.where.join(' AND ')}`;
  const countersOnly = !query.createdAfter && query.featured === undefined;
  const params = { ...narrowed.params };
  if (query.sort === 'votes') params['month'] = query.month ?? '';
  return {
    ids: `SELECT b.id AS id ${from} ORDER BY ${orderBy(query)}`,
    count: countersOnly ? null : `SELECT count(*) AS total ${from}`,
    params,
  };
}

/** Literal `is_public = 1` and `is_featured = 0|1`, so the partial indexes apply. */
function filtered(query: ListBotsQuery, t: TableNames, from: string, join = 'JOIN') {
  const where = ['b.is_public = 1'];
  const params: Record<string, unknown> = {};
  if (query.category) {
    from += ` ${join} ${t.botCategories} c ON c.bot_id = b.id AND c.category = @category`;
    params['category'] = query.category;
  }
  if (query.createdAfter) {
    where.push('b.created_at > @createdAfter');
    params['createdAfter'] = query.createdAfter;
  }
  if (query.featured !== undefined) where.push(`b.is_featured = ${query.featured ? 1 : 0}`);
  return { from, where, params };
}

function orderBy(query: ListBotsQuery): string {
  switch (query.sort) {
    case 'rating':
      return `b.rating DESC, ${NEWEST}`;
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
