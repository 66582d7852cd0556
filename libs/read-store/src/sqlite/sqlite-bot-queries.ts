import type { BotView, TrendingBotView } from '@botdir/contracts';
import type { BotDoc } from '../projections/bots.projection';
import { windowStartDay } from '../projections/invite-activity.projection';
import { ftsMatchExpression, ftsTierExpressions, searchWords } from '../projections/search-terms';
import { toBotDetailView, toBotView } from '../projections/views';
import type { BotDetailView, BotPage, ListBotsQuery, TrendingQuery } from '../read-store.port';
import type { TableNames } from './sqlite-schema';
import { SqliteSearch } from './sqlite-search';
import type { StatementCache } from './sqlite-statements';

export interface BotRow {
  doc: string;
  rating: number;
  ratingCount: number;
}

export const BOT_COLUMNS = 'b.doc AS doc, b.rating AS rating, b.rating_count AS ratingCount';

export const botViewOf = (row: BotRow): BotView =>
  toBotView(JSON.parse(row.doc) as BotDoc, { rating: row.rating, ratingCount: row.ratingCount });

const NEWEST = 'b.created_at DESC, b.id DESC';

/** The ids of a page in order, and how to count every match. */
interface Plan {
  ids: string;
  count: string | null;
  params: Record<string, unknown>;
}

const isPlainSearch = (query: ListBotsQuery) =>
  (query.sort ?? 'relevance') === 'relevance' &&
  !query.category &&
  !query.createdAfter &&
  query.featured === undefined;

/**
 * Public listings. A page is chosen as bare ids over the partial indexes (or the full-text index
 * alone), then only its rows are read; totals come from counters or the full-text index.
 */
export class SqliteBotQueries {
  private readonly search: SqliteSearch;

  constructor(
    private readonly statements: StatementCache,
    private readonly t: TableNames,
  ) {
    this.search = new SqliteSearch(statements, t);
  }

  /** Call inside a read transaction: the page and its total come from one snapshot. */
  listBots(query: ListBotsQuery): BotPage {
    const words = searchWords(query.search);
    if (query.search?.trim() && words.length === 0) return { items: [], total: 0 };
    if (words.length > 0 && isPlainSearch(query)) {
      const { ids, total } = this.search.page(words, query.limit, query.offset);
      return { items: this.botsByIds(ids), total };
    }
    const plan = words.length > 0 ? this.searchPlan(query, words) : this.listPlan(query);
    const page = { ...plan.params, limit: query.limit, offset: query.offset };
    const ids = this.statements.get(`${plan.ids} LIMIT @limit OFFSET @offset`).all(page) as {
      id: number;
    }[];
    return { items: this.botsByIds(ids.map((row) => row.id)), total: this.total(plan, query) };
  }

  private botsByIds(ids: number[]): BotView[] {
    const sql = `SELECT ${BOT_COLUMNS} FROM json_each(?) j JOIN ${this.t.bots} b ON b.id = j.value
      ORDER BY j.key`;
    return (this.statements.get(sql).all(JSON.stringify(ids)) as BotRow[]).map(botViewOf);
  }

  getBot(id: number): BotDetailView | null {
    const row = this.statements
      .get(`SELECT ${BOT_COLUMNS} FROM ${this.t.bots} b WHERE b.id = ?`)
      .get(id) as BotRow | undefined;
    return row ? toBotDetailView(JSON.parse(row.doc) as BotDoc, row) : null;
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

  /** A search narrowed by filters or ordered by a column: joined with the bot rows. */
  private searchPlan(query: ListBotsQuery, words: string[]): Plan {
    const fts = this.t.botsFts;
    const relevance = (query.sort ?? 'relevance') === 'relevance';
    const filtered = this.filtered(query, `${fts} JOIN ${this.t.bots} b ON b.id = ${fts}.rowid`);
    filtered.where.push(`${fts} MATCH @match`);
    const order = relevance ? this.search.orderTerms(fts) : this.orderBy(query);
    const from = `FROM ${filtered.from} WHERE ${filtered.where.join(' AND ')}`;
    const params: Record<string, unknown> = { ...filtered.params, match: ftsMatchExpression(words) };
    const ids = `SELECT b.id AS id ${from} ORDER BY ${order}`;
    const count = `SELECT count(*) AS total ${from}`;
    if (relevance) params['nameMatch'] = ftsTierExpressions(words).name;
    return { ids, count, params };
  }

  private listPlan(query: ListBotsQuery): Plan {
    const filtered = this.filtered(query, `${this.t.bots} b`);
    const from = `FROM ${filtered.from} WHERE ${filtered.where.join(' AND ')}`;
    const countersOnly = !query.createdAfter && query.featured === undefined;
    return {
      ids: `SELECT b.id AS id ${from} ORDER BY ${this.orderBy(query)}`,
      count: countersOnly ? null : `SELECT count(*) AS total ${from}`,
      params: filtered.params,
    };
  }

  /** Literal `is_public = 1` and `is_featured = 0|1`, so the partial indexes apply. */
  private filtered(query: ListBotsQuery, from: string) {
    const where = ['b.is_public = 1'];
    const params: Record<string, unknown> = {};
    if (query.category) {
      from += ` JOIN ${this.t.botCategories} c ON c.bot_id = b.id AND c.category = @category`;
      params['category'] = query.category;
    }
    if (query.createdAfter) {
      where.push('b.created_at > @createdAfter');
      params['createdAfter'] = query.createdAfter;
    }
    if (query.featured !== undefined) where.push(`b.is_featured = ${query.featured ? 1 : 0}`);
    return { from, where, params };
  }

  /** Unfiltered and category-only totals come from the counters the projection maintains. */
  private total(plan: Plan, query: ListBotsQuery): number {
    if (plan.count) {
      return (this.statements.get(plan.count).get(plan.params) as { total: number }).total;
    }
    const key = query.category ? `category:${query.category}` : 'public';
    const sql = `SELECT coalesce(sum(value), 0) AS total FROM ${this.t.counters} WHERE key = ?`;
    return (this.statements.get(sql).get(key) as { total: number }).total;
  }

  private orderBy(query: ListBotsQuery): string {
    switch (query.sort) {
      case 'rating':
        return `b.rating DESC, ${NEWEST}`;
      case 'name':
        return 'b.name_key ASC, b.id ASC';
      default:
        return NEWEST;
    }
  }
}
