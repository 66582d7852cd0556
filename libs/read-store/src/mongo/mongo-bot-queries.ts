import type {
  BotAnalyticsDay,
  BotView,
  CategoryView,
  StatsView,
  TrendingBotView,
} from '@botdir/contracts';
import type { mongo } from 'mongoose';

type Document = mongo.Document;
import {
  dayRange,
  toAnalyticsSeries,
  type AnalyticsDoc,
} from '../projections/analytics.projection';
import type { BotDoc } from '../projections/bots.projection';
import { windowStartDay } from '../projections/invite-activity.projection';
import { toBotView, toCategoryViews, toStatsView } from '../projections/views';
import {
  SEARCH_TOTAL_CAP,
  type AnalyticsQuery,
  type BotPage,
  type ListBotsQuery,
  type TrendingQuery,
} from '../read-store.port';
import { listSortOf } from '../listing-cursor';
import type { MongoCollections } from './mongo-collections';
import { afterCursor, cursorOfRow } from './mongo-keyset';
import { LISTING_ORDERS, NEWEST } from './mongo-sort-orders';
import { MongoCounters } from './mongo-counters';
import { LISTED, sortedPage } from './mongo-sorted-page';

/** The count of a listing covers every page, not only those after the cursor. */
const withoutKeyset = ({ $or: _, ...rest }: Document): Document => rest;
import { searchFilter, searchWordsOf } from './mongo-search-terms';
import { correctedPage } from './mongo-spelling';
import type { MongoView } from './mongo-state';

export const botViewOfRow = (row: Document): BotView =>
  toBotView(row['doc'] as BotDoc, {
    rating: row['rating'] ?? 0,
    ratingCount: row['ratingCount'] ?? 0,
  });

const orderOf = (sort: string): Document => LISTING_ORDERS[sort] ?? NEWEST;

/**
 * Public listings over the bots collection. A search ranks as SQLite's does: every word must
 * match (as a word or a word's prefix) in some text field; bots whose name holds every word come
 * first, then the others, each tier by text score, then newest.
 */
export class MongoBotQueries {
  private readonly counterCache = new MongoCounters();

  constructor(private readonly view: () => Promise<MongoView>) {}

  async listBots(query: ListBotsQuery): Promise<BotPage> {
    const page = await this.listed(query);
    const { c } = await this.view();
    return correctedPage(c, query, page, (q) => this.listed(q));
  }

  private async listed(query: ListBotsQuery): Promise<BotPage> {
    const view = await this.view();
    const { c } = view;
    const words = [...new Set(searchWordsOf(query.search ?? ''))].slice(0, 16);
    if (query.search?.trim() && words.length === 0) return { items: [], total: 0 };
    const filter: Document = { isPublic: true };
    if (words.length > 0) Object.assign(filter, searchFilter(words));
    if (query.category) filter['categories'] = query.category;
    if (query.createdAfter) filter['createdAt'] = { $gt: query.createdAfter };
    if (query.featured !== undefined) filter['isFeatured'] = query.featured;
    const sort = query.sort ?? (words.length > 0 ? 'relevance' : 'newest');
    const keyset = words.length === 0 && query.cursor ? afterCursor(query.cursor) : null;
    if (keyset && sort !== 'votes') Object.assign(filter, keyset);
    const rows =
      sort === 'relevance' && words.length > 0
        ? await this.ranked(c, filter, words, query)
        : sort === 'votes'
          ? await this.byMonthlyVotes(c, filter, query, keyset)
          : await c.bots
              .find(filter, { projection: LISTED })
              .sort(orderOf(sort))
              .skip(query.offset)
              .limit(query.limit)
              .toArray();
    const countersOnly = words.length === 0 && !query.createdAfter && query.featured === undefined;
    const total = countersOnly
      ? ((await this.counterCache.of(view)).get(
          query.category ? `category:${query.category}` : 'public',
        ) ?? 0)
      : await c.bots.countDocuments(withoutKeyset(filter), { limit: SEARCH_TOTAL_CAP + 1 });
    const items = rows.map(botViewOfRow);
    // Counted totals go one past the cap: above it, the cap is a lower bound (as in SQLite).
    const page =
      total > SEARCH_TOTAL_CAP && !countersOnly
        ? { items, total: SEARCH_TOTAL_CAP, totalApproximate: true }
        : { items, total };
    const last = rows.length === query.limit && words.length === 0 ? rows[rows.length - 1] : null;
    return last ? { ...page, nextCursor: cursorOfRow(listSortOf(query), last) } : page;
  }

  private ranked(
    c: MongoCollections,
    filter: Document,
    words: string[],
    query: ListBotsQuery,
  ): Promise<Document[]> {
    const keys = {
      score: { $meta: 'textScore' },
      inName: { $cond: [{ $setIsSubset: [words, '$nameTerms'] }, 1, 0] },
    };
    const order = { inName: -1, score: -1, ...NEWEST };
    return sortedPage(c.bots, [{ $match: filter }], keys, order, query);
  }

  /** Counts of an earlier month are this month's zero. */
  private byMonthlyVotes(
    c: MongoCollections,
    filter: Document,
    query: ListBotsQuery,
    keyset: Document | null,
  ): Promise<Document[]> {
    const thisMonth = { $cond: [{ $eq: ['$votesMonth', query.month ?? ''] }, '$monthlyVotes', 0] };
    const stages = [
      { $match: filter },
      { $addFields: { thisMonth } },
      ...(keyset ? [{ $match: keyset }] : []),
    ];
    return sortedPage(c.bots, stages, { thisMonth: 1 }, { thisMonth: -1, ...NEWEST }, query);
  }

  async trendingBots(query: TrendingQuery): Promise<TrendingBotView[]> {
    const { c } = await this.view();
    const since = windowStartDay(query.window, query.now);
    const scores =
      query.by === 'votes'
        ? [
            { $match: { day: { $gte: since }, votes: { $gt: 0 } } },
            { $group: { _id: '$botId', score: { $sum: '$votes' } } },
          ]
        : [
            { $match: { lastDay: { $gte: since } } },
            { $group: { _id: '$botId', score: { $sum: 1 } } },
          ];
    const source = query.by === 'votes' ? c.analytics : c.inviteActivity;
    const rows = await source
      .aggregate([
        ...scores,
        {
          $lookup: {
            from: c.bots.collectionName,
            localField: '_id',
            foreignField: '_id',
            as: 'bot',
          },
        },
        { $unwind: '$bot' },
        { $match: { 'bot.isPublic': true } },
        { $sort: { score: -1, 'bot.rating': -1, 'bot.createdAt': -1, _id: -1 } },
        { $limit: query.limit },
      ])
      .toArray();
    return rows.map((row) => ({ ...botViewOfRow(row['bot']), trendingScore: row['score'] }));
  }

  async botAnalytics(query: AnalyticsQuery): Promise<BotAnalyticsDay[]> {
    const { c } = await this.view();
    const range = dayRange(query.today, query.days);
    const rows = await c.analytics
      .find({ botId: query.botId, day: { $gte: range[0], $lte: query.today }, doc: { $ne: null } })
      .toArray();
    const before = await c.analytics.findOne(
      { botId: query.botId, day: { $lt: range[0] }, serverCount: { $ne: null } },
      { sort: { day: -1 } },
    );
    const docs = rows.map((row) => row['doc'] as AnalyticsDoc);
    return toAnalyticsSeries(docs, range, (before?.['serverCount'] as number | undefined) ?? null);
  }

  async categories(): Promise<CategoryView[]> {
    return toCategoryViews(await this.counters());
  }

  async stats(): Promise<StatsView> {
    return toStatsView(await this.counters());
  }

  async counters(): Promise<Map<string, number>> {
    return this.counterCache.of(await this.view());
  }
}
