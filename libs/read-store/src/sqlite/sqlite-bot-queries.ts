import type { BotAnalyticsDay, BotView, TrendingBotView } from '@botdir/contracts';
import {
  dayRange,
  toAnalyticsSeries,
  type AnalyticsDoc,
} from '../projections/analytics.projection';
import type { BotDoc } from '../projections/bots.projection';
import { windowStartDay } from '../projections/invite-activity.projection';
import { categoryToken, searchWords } from '../projections/search-terms';
import { toBotDetailView, toBotView } from '../projections/views';
import type {
  AnalyticsQuery,
  BotDetailView,
  BotPage,
  ListBotsQuery,
  NameClash,
  PublicBotEntry,
  TrendingQuery,
} from '../read-store.port';
import { nameKeys } from '../projections/name-keys';
import { APPLICATION_ID, type TableNames } from './sqlite-schema';
import { SqliteSpelling } from './sqlite-spelling';
import { SqliteFtsTerms } from './sqlite-fts-terms';
import { SqliteSearch } from './sqlite-search';
import type { SearchScope } from './sqlite-search-tiers';
import type { StatementCache } from './sqlite-statements';

export interface BotRow {
  doc: string;
  rating: number;
  ratingCount: number;
}

export const BOT_COLUMNS = 'b.doc AS doc, b.rating AS rating, b.rating_count AS ratingCount';

export const botViewOf = (row: BotRow): BotView =>
  toBotView(JSON.parse(row.doc) as BotDoc, { rating: row.rating, ratingCount: row.ratingCount });

import { isRelevanceSearch, listPlan, NEWEST, searchPlan, type Plan } from './sqlite-list-plans';
import { countedPage, cursorAt } from './sqlite-page-ends';

/**
 * Public listings. A page is chosen as bare ids over the partial indexes (or the full-text index
 * alone), then only its rows are read; totals come from counters or the full-text index.
 */
export class SqliteBotQueries {
  private readonly search: SqliteSearch;
  private readonly ftsTerms: SqliteFtsTerms;
  private readonly spelling: SqliteSpelling;

  constructor(
    private readonly statements: StatementCache,
    private readonly t: TableNames,
  ) {
    this.search = new SqliteSearch(statements, t);
    this.ftsTerms = new SqliteFtsTerms(statements, t.botsFts);
    this.spelling = new SqliteSpelling(statements, t);
  }

  /** Call inside a read transaction: the page and its total come from one snapshot. */
  listBots(query: ListBotsQuery): BotPage {
    return this.spelling.corrected(query, this.listed(query), (q) => this.listed(q));
  }

  private listed(query: ListBotsQuery): BotPage {
    const searched = searchWords(query.search);
    const noToken = query.category !== undefined && categoryToken(query.category) === '';
    if ((query.search?.trim() && searched.length === 0) || (searched.length > 0 && noToken)) {
      return { items: [], total: 0 };
    }
    // FTS5 terms, one per word; none when some word starts no indexed term.
    const words = searched.length > 0 ? this.ftsTerms.termsOf(searched) : [];
    if (words === null) return { items: [], total: 0 };
    if (words.length > 0 && isRelevanceSearch(query)) {
      const { ids, total } = this.search.page(words, scopeOf(query), query.limit, query.offset);
      return countedPage(this.botsByIds(ids), total);
    }
    const plan = words.length > 0 ? searchPlan(query, words, this.t) : listPlan(query, this.t);
    const page = { ...plan.params, limit: query.limit, offset: query.offset };
    const ids = (
      this.statements.get(`${plan.ids} LIMIT @limit OFFSET @offset`).all(page) as { id: number }[]
    ).map((row) => row.id);
    const items = this.botsByIds(ids);
    const total = this.total(plan, query);
    const counted = plan.count ? countedPage(items, total) : { items, total };
    if (words.length > 0) return counted;
    const last = ids.length === query.limit ? ids[ids.length - 1] : undefined;
    return last === undefined
      ? counted
      : { ...counted, nextCursor: cursorAt(this.statements, this.t, last, query) };
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

  /** The public bot listed for a Discord application (the lowest id, should two ever be). */
  /** The bot that holds or once held `slug` (the lower id if two approvals raced for it). */
  botOfSlug(slug: string): number | null {
    const row = this.statements
      .get(`SELECT bot_id FROM ${this.t.botSlugs} WHERE slug = ? ORDER BY bot_id LIMIT 1`)
      .get(slug) as { bot_id: number } | undefined;
    return row?.bot_id ?? null;
  }

  publicBotOfApplication(applicationId: string): number | null {
    const row = this.statements
      .get(
        `SELECT id FROM ${this.t.bots}
          WHERE ${APPLICATION_ID} = ? AND is_public = 1 ORDER BY id LIMIT 1`,
      )
      .get(applicationId) as { id: number } | undefined;
    return row?.id ?? null;
  }

  findNameClash(name: string, exceptBotId: number): NameClash | null {
    const { folded, shaped } = nameKeys(name);
    // Two indexed lookups (one per key) rather than an OR, which SQLite may answer with a scan.
    for (const column of ['name_folded', 'name_shaped'] as const) {
      const row = this.statements
        .get(
          `SELECT id, doc FROM ${this.t.bots} WHERE ${column} = ? AND id != ?
           AND status IN ('live', 'pending') LIMIT 1`,
        )
        .get(column === 'name_folded' ? folded : shaped, exceptBotId) as
        { id: number; doc: string } | undefined;
      if (row) {
        const doc = JSON.parse(row.doc) as BotDoc;
        return {
          id: row.id,
          name: doc.bot.name,
          status: doc.status === 'live' ? 'live' : 'pending',
        };
      }
    }
    return null;
  }

  publicBotEntries(): PublicBotEntry[] {
    const sql = `SELECT id, json_extract(doc, '$.slug') AS slug,
      json_extract(doc, '$.updatedAt') AS updatedAt FROM ${this.t.bots}
      WHERE is_public = 1 ORDER BY id`;
    return this.statements.get(sql).all() as PublicBotEntry[];
  }

  // A scan of public bots: tags have no index of their own (one tag page, one bounded read).
  taggedBots(tag: string, limit: number): BotView[] {
    const sql = `SELECT ${BOT_COLUMNS} FROM ${this.t.bots} b WHERE b.is_public = 1
      AND EXISTS (SELECT 1 FROM json_each(b.doc, '$.bot.tags') WHERE value = ?)
      ORDER BY ${NEWEST} LIMIT ?`;
    return (this.statements.get(sql).all(tag, limit) as BotRow[]).map(botViewOf);
  }

  developerBots(ownerId: string): BotView[] {
    const sql = `SELECT ${BOT_COLUMNS} FROM ${this.t.bots} b
      WHERE b.owner_id = ? AND b.is_public = 1 ORDER BY ${NEWEST}`;
    return (this.statements.get(sql).all(ownerId) as BotRow[]).map(botViewOf);
  }

  publicTags(limit: number): string[] {
    const sql = `SELECT DISTINCT t.value AS tag FROM ${this.t.bots} b,
      json_each(b.doc, '$.bot.tags') t WHERE b.is_public = 1 ORDER BY t.value LIMIT ?`;
    return (this.statements.get(sql).all(limit) as { tag: string }[]).map((row) => row.tag);
  }

  trendingBots(query: TrendingQuery): TrendingBotView[] {
    const scores =
      query.by === 'votes'
        ? `SELECT bot_id, sum(votes) AS score FROM ${this.t.analytics}
           WHERE day >= ? AND votes > 0 GROUP BY bot_id`
        : `SELECT bot_id, count(*) AS score FROM ${this.t.inviteActivity}
           WHERE last_day >= ? GROUP BY bot_id`;
    const rows = this.statements
      .get(
        `SELECT ${BOT_COLUMNS}, t.score AS score
         FROM (${scores}) t
         JOIN ${this.t.bots} b ON b.id = t.bot_id
         WHERE b.is_public = 1
         ORDER BY t.score DESC, b.rating DESC, ${NEWEST} LIMIT ?`,
      )
      .all(windowStartDay(query.window, query.now), query.limit) as (BotRow & { score: number })[];
    return rows.map((row) => ({ ...botViewOf(row), trendingScore: row.score }));
  }

  botAnalytics(query: AnalyticsQuery): BotAnalyticsDay[] {
    const range = dayRange(query.today, query.days);
    const docs = this.statements
      .get(`SELECT doc FROM ${this.t.analytics} WHERE bot_id = ? AND day >= ? AND day <= ?`)
      .all(query.botId, range[0], query.today) as { doc: string }[];
    const before = this.statements
      .get(
        `SELECT server_count AS serverCount FROM ${this.t.analytics}
         WHERE bot_id = ? AND day < ? AND server_count IS NOT NULL ORDER BY day DESC LIMIT 1`,
      )
      .get(query.botId, range[0]) as { serverCount: number } | undefined;
    const parsed = docs.map((row) => JSON.parse(row.doc) as AnalyticsDoc);
    return toAnalyticsSeries(parsed, range, before?.serverCount ?? null);
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
}

function scopeOf(query: ListBotsQuery): SearchScope {
  const scope: SearchScope = {};
  if (query.category) scope.category = query.category;
  if (query.featured !== undefined) scope.featured = query.featured;
  if (query.createdAfter) scope.createdAfter = query.createdAfter;
  return scope;
}
