import { ftsExpressions } from '../projections/search-terms';
import { SEARCH_TOTAL_CAP } from '../read-store.port';
import type { TableNames } from './sqlite-schema';
import type { StatementCache } from './sqlite-statements';

/** A tier this small is ordered by bm25 (~1 µs a match); a larger one newest first, by rowid. */
const RANKED_TIER = 2000;

/**
 * Relevance search over the full-text index alone (a category is a column of it): first the bots
 * whose name holds every word, then the other matches. The work is bounded by the page and two
 * capped counts, never by ranking every match of a common word.
 */
export class SqliteSearch {
  constructor(
    private readonly statements: StatementCache,
    private readonly t: TableNames,
  ) {}

  page(words: string[], category: string | undefined, limit: number, offset: number) {
    const match = ftsExpressions(words, category);
    const total = this.count(match.all);
    if (total === 0) return { ids: [], total };
    const inName = this.count(match.name);
    const ids = this.tierPage(match.name, inName, limit, offset);
    const rest = this.tierPage(
      inName === 0 ? match.all : match.rest,
      total - inName,
      limit - ids.length,
      Math.max(0, offset - inName),
    );
    return { ids: [...ids, ...rest], total };
  }

  /** Counting stops past the cap: a word in every bot costs no more than one in 10,000. */
  private count(match: string): number {
    const fts = this.t.botsFts;
    const sql = `SELECT count(*) AS total FROM
      (SELECT 1 FROM ${fts} WHERE ${fts} MATCH ? LIMIT ${SEARCH_TOTAL_CAP + 1})`;
    return (this.statements.get(sql).get(match) as { total: number }).total;
  }

  private tierPage(match: string, size: number, limit: number, offset: number): number[] {
    if (limit <= 0 || offset >= size) return [];
    const fts = this.t.botsFts;
    const order = size <= RANKED_TIER ? 'rank, rowid DESC' : 'rowid DESC';
    const sql = `SELECT rowid AS id FROM ${fts} WHERE ${fts} MATCH ? ORDER BY ${order} LIMIT ? OFFSET ?`;
    const rows = this.statements.get(sql).all(match, limit, offset) as { id: number }[];
    return rows.map((row) => row.id);
  }
}
