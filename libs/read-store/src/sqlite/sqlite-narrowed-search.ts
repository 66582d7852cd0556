import { ftsExpressions } from '../projections/search-terms';
import { SEARCH_TOTAL_CAP, type ListBotsQuery } from '../read-store.port';
import type { TableNames } from './sqlite-schema';
import type { StatementCache } from './sqlite-statements';

/** Matches up to this many are ranked (name tier, then bm25); more are paged newest id first. */
const RANKED_MATCHES = 2000;

export interface NarrowedPage {
  ids: number[];
  total: number;
  totalApproximate: boolean;
}

/**
 * A relevance search narrowed by the new-releases window or featured. Every step is bounded by
 * the cap, never by how many bots a common word matches: the matches are counted in the full-text
 * index alone (up to the cap), the page walks them newest first through the filter, and the total
 * counts the filter over at most the cap's worth of matches (a lower bound, marked approximate,
 * when the word matches more bots than that).
 */
export class SqliteNarrowedSearch {
  constructor(
    private readonly statements: StatementCache,
    private readonly t: TableNames,
  ) {}

  page(words: string[], query: ListBotsQuery): NarrowedPage {
    const fts = this.t.botsFts;
    const match = ftsExpressions(words, query.category);
    const params: Record<string, unknown> = { match: match.all, nameMatch: match.name };
    const filter = ['b.is_public = 1'];
    if (query.createdAfter) {
      filter.push('b.created_at > @createdAfter');
      params['createdAfter'] = query.createdAfter;
    }
    if (query.featured !== undefined) filter.push(`b.is_featured = ${query.featured ? 1 : 0}`);
    const matches = (
      this.statements
        .get(
          `SELECT count(*) AS n FROM (SELECT 1 FROM ${fts} WHERE ${fts} MATCH @match LIMIT ${SEARCH_TOTAL_CAP + 1})`,
        )
        .get(params) as { n: number }
    ).n;
    const join = `JOIN ${this.t.bots} b ON b.id = m.rowid WHERE ${filter.join(' AND ')}`;
    const newestMatches = `SELECT rowid FROM ${fts} WHERE ${fts} MATCH @match ORDER BY rowid DESC`;
    const total = (
      this.statements
        .get(`SELECT count(*) AS n FROM (${newestMatches} LIMIT ${SEARCH_TOTAL_CAP + 1}) m ${join}`)
        .get(params) as { n: number }
    ).n;
    const ordered =
      matches <= RANKED_MATCHES
        ? `SELECT m.rowid AS id FROM (SELECT rowid, rank,
             rowid IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH @nameMatch) AS in_name
             FROM ${fts} WHERE ${fts} MATCH @match) m ${join} ORDER BY m.in_name DESC, m.rank, m.rowid DESC`
        : `SELECT m.rowid AS id FROM (${newestMatches}) m ${join}`;
    const rows = this.statements
      .get(`${ordered} LIMIT @limit OFFSET @offset`)
      .all({ ...params, limit: query.limit, offset: query.offset }) as { id: number }[];
    const totalApproximate = matches > SEARCH_TOTAL_CAP;
    return {
      ids: rows.map((row) => row.id),
      total: totalApproximate ? Math.min(total, SEARCH_TOTAL_CAP) : total,
      totalApproximate,
    };
  }
}
