import { SEARCH_TOTAL_CAP } from '../read-store.port';
import type { TableNames } from './sqlite-schema';
import {
  searchTiers,
  type CreationSpan,
  type SearchScope,
  type SearchTiers,
} from './sqlite-search-tiers';
import type { StatementCache } from './sqlite-statements';

/** A tier this small is ordered by bm25 (~1 µs a match); a larger one newest first, by rowid. */
const RANKED_TIER = 2000;
/** Counting stops one past the cap: a word in every bot costs no more than one in 10,000. */
const COUNTED = SEARCH_TOTAL_CAP + 1;

/**
 * Relevance search over the full-text index alone (a category, the featured flag and creation
 * hours are columns of it): first the bots whose name holds every word, then the other matches.
 * The work is bounded by the page and two capped counts, never by ranking every match of a common
 * word. Only matches of a time window's first hour are read from the bots table.
 */
export class SqliteSearch {
  constructor(
    private readonly statements: StatementCache,
    private readonly t: TableNames,
  ) {}

  /** The page's ids and the matches counted up to one past the cap. */
  page(terms: string[], scope: SearchScope, limit: number, offset: number) {
    const tiers = searchTiers(terms, scope, () => this.creationSpan());
    const excluded = JSON.stringify(this.beforeWindow(tiers));
    const total = this.count(tiers.all, excluded);
    if (total === 0) return { ids: [], total };
    // Past this many, the name tier alone fills the page and is ordered newest first.
    const enough = Math.min(COUNTED, Math.max(RANKED_TIER, offset + limit) + 1);
    const inName = this.count(tiers.name, excluded, enough);
    const ids = this.tierPage(tiers.name, excluded, inName, limit, offset);
    const rest = this.tierPage(
      inName === 0 ? tiers.all : tiers.rest,
      excluded,
      total - inName,
      limit - ids.length,
      Math.max(0, offset - inName),
    );
    return { ids: [...ids, ...rest], total };
  }

  /** Two index lookups (min and max in one SELECT would scan). */
  private creationSpan(): CreationSpan {
    const of = (fn: string) => `(SELECT ${fn}(created_at) FROM ${this.t.bots} WHERE is_public = 1)`;
    const sql = `SELECT ${of('min')} AS oldest, ${of('max')} AS newest`;
    return this.statements.get(sql).get() as CreationSpan;
  }

  /** Matches in the window's first hour but created before the window started. */
  private beforeWindow(tiers: SearchTiers): number[] {
    if (!tiers.firstHour) return [];
    const fts = this.t.botsFts;
    const sql = `SELECT b.id AS id FROM ${fts} JOIN ${this.t.bots} b ON b.id = ${fts}.rowid
      WHERE ${fts} MATCH ? AND b.created_at <= ?`;
    const { all, createdAfter } = tiers.firstHour;
    return (this.statements.get(sql).all(all, createdAfter) as { id: number }[]).map((r) => r.id);
  }

  /** `excluded`: a JSON array of rowids to leave out (the unary + keeps it a filter). */
  private matching(excluded: string): string {
    const fts = this.t.botsFts;
    const unless =
      excluded === '[]' ? '' : ' AND +rowid NOT IN (SELECT value FROM json_each(@excluded))';
    return `FROM ${fts} WHERE ${fts} MATCH @match${unless}`;
  }

  private count(match: string, excluded: string, cap = COUNTED): number {
    const sql = `SELECT count(*) AS n FROM (SELECT 1 ${this.matching(excluded)} LIMIT @cap)`;
    return (this.statements.get(sql).get({ match, excluded, cap }) as { n: number }).n;
  }

  private tierPage(match: string, excluded: string, size: number, limit: number, offset: number) {
    if (limit <= 0 || offset >= size) return [];
    const order = size <= RANKED_TIER ? 'rank, rowid DESC' : 'rowid DESC';
    const sql = `SELECT rowid AS id ${this.matching(excluded)}
      ORDER BY ${order} LIMIT @limit OFFSET @offset`;
    const rows = this.statements.get(sql).all({ match, excluded, limit, offset });
    return (rows as { id: number }[]).map((row) => row.id);
  }
}
