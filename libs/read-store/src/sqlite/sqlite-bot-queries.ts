import type { BotView, TrendingBotView } from '@botdir/contracts';
import type { BotDoc } from '../projections/bots.projection';
import { windowStartDay } from '../projections/invite-activity.projection';
import { ftsMatchExpression, searchWords } from '../projections/search-terms';
import { toBotView } from '../projections/views';
import type { BotPage, ListBotsQuery, TrendingQuery } from '../read-store.port';
import type { TableNames } from './sqlite-schema';
import type { StatementCache } from './sqlite-statements';

export interface BotRow {
  doc: string;
  rating: number;
  ratingCount: number;
}

export const BOT_COLUMNS = 'b.doc AS doc, b.rating AS rating, b.rating_count AS ratingCount';

export const botViewOf = (row: BotRow): BotView =>
  toBotView(JSON.parse(row.doc) as BotDoc, { rating: row.rating, ratingCount: row.ratingCount });

/** bm25 column weights (name, short description, description, tags): a name match ranks first. */
const BM25 = (fts: string) => `bm25(${fts}, 10.0, 4.0, 1.0, 2.0)`;
const NEWEST = 'b.created_at DESC, b.id DESC';

/** Public listings and trending, ranked and paged in SQL over indexed columns. */
export class SqliteBotQueries {
  constructor(
    private readonly statements: StatementCache,
    private readonly t: TableNames,
  ) {}

  listBots(query: ListBotsQuery): BotPage {
    const words = searchWords(query.search);
    if (query.search?.trim() && words.length === 0) return { items: [], total: 0 };
    const params: Record<string, unknown> = {};
    let from = `${this.t.bots} b`;
    const where = ['b.is_public = 1'];
    if (words.length > 0) {
      from = `${this.t.botsFts} JOIN ${this.t.bots} b ON b.id = ${this.t.botsFts}.rowid`;
      where.push(`${this.t.botsFts} MATCH @match`);
      params['match'] = ftsMatchExpression(words);
    }
    if (query.category) {
      from += ` JOIN ${this.t.botCategories} c ON c.bot_id = b.id AND c.category = @category`;
      params['category'] = query.category;
    }
    if (query.createdAfter) {
      where.push('b.created_at > @createdAfter');
      params['createdAfter'] = query.createdAfter;
    }
    if (query.featured !== undefined) {
      where.push('b.is_featured = @featured');
      params['featured'] = query.featured ? 1 : 0;
    }
    const filter = `FROM ${from} WHERE ${where.join(' AND ')}`;
    const order = this.orderBy(query, words.length > 0);
    const rows = this.statements
      .get(`SELECT ${BOT_COLUMNS} ${filter} ORDER BY ${order} LIMIT @limit OFFSET @offset`)
      .all({ ...params, limit: query.limit, offset: query.offset }) as BotRow[];
    return { items: rows.map(botViewOf), total: this.total(query, words, filter, params) };
  }

  /** Unfiltered and category-only totals come from the maintained counters, in O(1). */
  private total(query: ListBotsQuery, words: string[], filter: string, params: object): number {
    const countersOnly = words.length === 0 && !query.createdAfter && query.featured === undefined;
    const sql = countersOnly
      ? `SELECT coalesce(sum(value), 0) AS total FROM ${this.t.counters} WHERE key = ?`
      : `SELECT count(*) AS total ${filter}`;
    const args = countersOnly
      ? [query.category ? `category:${query.category}` : 'public']
      : [params];
    return (this.statements.get(sql).get(...args) as { total: number }).total;
  }

  trendingBots(query: TrendingQuery): TrendingBotView[] {
    const rows = this.statements
      .get(
        `SELECT ${BOT_COLUMNS}, t.score AS score
         FROM (SELECT bot_id, count(*) AS score FROM ${this.t.inviteActivity}
               WHERE last_day >= ? GROUP BY bot_id) t
         JOIN ${this.t.bots} b ON b.id = t.bot_id
         WHERE b.is_public = 1
         ORDER BY t.score DESC, b.rating DESC, ${NEWEST} LIMIT ?`,
      )
      .all(windowStartDay(query.window, query.now), query.limit) as (BotRow & { score: number })[];
    return rows.map((row) => ({ ...botViewOf(row), trendingScore: row.score }));
  }

  private orderBy(query: ListBotsQuery, searching: boolean): string {
    const sort = query.sort ?? (searching ? 'relevance' : 'newest');
    switch (sort) {
      case 'rating':
        return `b.rating DESC, ${NEWEST}`;
      case 'name':
        return 'b.name_key ASC, b.id ASC';
      case 'relevance':
        return searching ? `${BM25(this.t.botsFts)}, ${NEWEST}` : NEWEST;
      default:
        return NEWEST;
    }
  }
}
