import { ftsMatchExpression, ftsTierExpressions } from '../projections/search-terms';
import type { TableNames } from './sqlite-schema';
import type { StatementCache } from './sqlite-statements';

/** A tier this small is ordered by bm25 (~1 µs a match); a larger one newest first, by rowid. */
const RANKED_TIER = 2000;

/**
 * Relevance search over the full-text index alone: first the bots whose name holds every word,
 * then the other matches. The work is bounded by the page and two counts, never by ranking every
 * match of a common word.
 */
export class SqliteSearch {
  constructor(
    private readonly statements: StatementCache,
    private readonly t: TableNames,
  ) {}

  page(words: string[], limit: number, offset: number): { ids: number[]; total: number } {
    const total = this.count(ftsMatchExpression(words));
    if (total === 0) return { ids: [], total };
    const tiers = ftsTierExpressions(words);
    const inName = this.count(tiers.name);
    const ids = this.tierPage(tiers.name, inName, limit, offset);
    const rest = this.tierPage(
      tiers.rest,
      total - inName,
      limit - ids.length,
      Math.max(0, offset - inName),
    );
    return { ids: [...ids, ...rest], total };
  }

  private count(match: string): number {
    const sql = `SELECT count(*) AS total FROM ${this.t.botsFts} WHERE ${this.t.botsFts} MATCH ?`;
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
