import { SEARCH_TOTAL_CAP } from '../read-store.port';
import type { TableNames } from './sqlite-schema';
import { searchTiers, type SearchScope, type SearchTiers, type Tier } from './sqlite-search-tiers';
import type { StatementCache } from './sqlite-statements';

/** A tier this small is ordered by bm25 (~1 µs a match); a larger one newest first, by rowid. */
const RANKED_TIER = 2000;
/** Counting stops one past the cap: a word in every bot costs no more than one in 10,000. */
const COUNTED = SEARCH_TOTAL_CAP + 1;

/**
 * Relevance search over the full-text index (a category and the featured flag and creation days
 * are columns of it): first the bots whose name holds every word, then the other matches. The work
 * is bounded by the page and two capped counts, never by ranking every match of a common word. Only
 * the bots of a time window's first day are checked against the bots table (created after its start).
 */
export class SqliteSearch {
  constructor(
    private readonly statements: StatementCache,
    private readonly t: TableNames,
  ) {}

  /** The page's ids and the matches counted up to one past the cap. */
  page(terms: string[], scope: SearchScope, limit: number, offset: number) {
    const tiers = searchTiers(terms, scope, () => this.newest());
    const total = this.count(tiers, tiers.all);
    if (total === 0) return { ids: [], total };
    const inName = this.count(tiers, tiers.name);
    const ids = this.tierPage(tiers, tiers.name, inName, limit, offset);
    const rest = this.tierPage(
      tiers,
      inName === 0 ? tiers.all : tiers.rest,
      total - inName,
      limit - ids.length,
      Math.max(0, offset - inName),
    );
    return { ids: [...ids, ...rest], total };
  }

  private newest(): string | null {
    const sql = `SELECT max(created_at) AS newest FROM ${this.t.bots} WHERE is_public = 1`;
    return (this.statements.get(sql).get() as { newest: string | null }).newest;
  }

  private count(tiers: SearchTiers, tier: Tier): number {
    const fts = this.t.botsFts;
    let counted = 0;
    if (tier.inside !== null) {
      const sql = `SELECT count(*) AS n FROM (SELECT 1 FROM ${fts} WHERE ${fts} MATCH ? LIMIT ?)`;
      counted = (this.statements.get(sql).get(tier.inside, COUNTED) as { n: number }).n;
    }
    if (tier.firstDay !== null && counted < COUNTED) {
      const sql = `SELECT count(*) AS n FROM (SELECT b.id FROM ${fts} JOIN ${this.t.bots} b
        ON b.id = ${fts}.rowid WHERE ${fts} MATCH ? AND b.created_at > ? LIMIT ?)`;
      const params = [tier.firstDay, tiers.createdAfter, COUNTED - counted];
      counted += (this.statements.get(sql).get(...params) as { n: number }).n;
    }
    return counted;
  }

  private tierPage(
    tiers: SearchTiers,
    tier: Tier,
    size: number,
    limit: number,
    offset: number,
  ): number[] {
    if (limit <= 0 || offset >= size) return [];
    const fts = this.t.botsFts;
    const ranked = size <= RANKED_TIER;
    const matches = `SELECT rowid${ranked ? ', rank' : ''} FROM ${fts} WHERE ${fts} MATCH @match`;
    const order = ranked ? 'm.rank, m.rowid DESC' : 'm.rowid DESC';
    const inWindow = tiers.createdAfter
      ? `JOIN ${this.t.bots} b ON b.id = m.rowid WHERE b.created_at > @createdAfter`
      : '';
    const sql = `SELECT m.rowid AS id FROM (${matches}) m ${inWindow}
      ORDER BY ${order} LIMIT @limit OFFSET @offset`;
    const params = { match: tier.paged, limit, offset };
    const rows = this.statements
      .get(sql)
      .all(tiers.createdAfter ? { ...params, createdAfter: tiers.createdAfter } : params);
    return (rows as { id: number }[]).map((row) => row.id);
  }
}
