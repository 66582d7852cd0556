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
import { searchWords } from '../projections/search-terms';
import { toBotView, toCategoryViews, toStatsView } from '../projections/views';
import {
  SEARCH_TOTAL_CAP,
  type AnalyticsQuery,
  type BotPage,
  type ListBotsQuery,
  type TrendingQuery,
} from '../read-store.port';
import type { MongoCollections } from './mongo-collections';

export const botViewOfRow = (row: Document): BotView =>
  toBotView(row['doc'] as BotDoc, {
    rating: row['rating'] ?? 0,
    ratingCount: row['ratingCount'] ?? 0,
  });

const NEWEST = { createdAt: -1, _id: -1 } as const;

/** Public listings over the bots collection; counters cached per bots checkpoint. */
export class MongoBotQueries {
  private counterCache: { checkpoint: number; counters: Map<string, number> } | null = null;

  constructor(private readonly c: MongoCollections) {}

  async listBots(query: ListBotsQuery): Promise<BotPage> {
    const words = searchWords(query.search);
    if (query.search?.trim() && words.length === 0) return { items: [], total: 0 };
    const filter: Document = { isPublic: true };
    if (words.length > 0) filter['$text'] = { $search: words.map((word) => `"${word}"`).join(' ') };
    if (query.category) filter['categories'] = query.category;
    if (query.createdAfter) filter['createdAt'] = { $gt: query.createdAfter };
    if (query.featured !== undefined) filter['isFeatured'] = query.featured;
    const sort = query.sort ?? (words.length > 0 ? 'relevance' : 'newest');
    const order: Document =
      sort === 'rating'
        ? { rating: -1, ...NEWEST }
        : sort === 'name'
          ? { nameKey: 1, _id: 1 }
          : sort === 'servers'
            ? { serverCount: -1, ...NEWEST }
            : sort === 'votes'
              ? { thisMonth: -1, ...NEWEST }
              : sort === 'relevance' && words.length > 0
                ? { score: { $meta: 'textScore' }, ...NEWEST }
                : NEWEST;
    const projection: Document = { doc: 1, rating: 1, ratingCount: 1 };
    if (words.length > 0) projection['score'] = { $meta: 'textScore' };
    const rows =
      sort === 'votes'
        ? await this.byMonthlyVotes(filter, query)
        : await this.c.bots
            .find(filter, { projection })
            .sort(order)
            .skip(query.offset)
            .limit(query.limit)
            .toArray();
    const countersOnly = words.length === 0 && !query.createdAfter && query.featured === undefined;
    const total = countersOnly
      ? ((await this.counters()).get(query.category ? `category:${query.category}` : 'public') ?? 0)
      : await this.c.bots.countDocuments(
          filter,
          words.length > 0 ? { limit: SEARCH_TOTAL_CAP } : {},
        );
    return { items: rows.map(botViewOfRow), total };
  }

  /** Counts of an earlier month are this month's zero. */
  private byMonthlyVotes(filter: Document, query: ListBotsQuery): Promise<Document[]> {
    const thisMonth = { $cond: [{ $eq: ['$votesMonth', query.month ?? ''] }, '$monthlyVotes', 0] };
    return this.c.bots
      .aggregate([
        { $match: filter },
        { $addFields: { thisMonth } },
        { $sort: { thisMonth: -1, ...NEWEST } },
        { $skip: query.offset },
        { $limit: query.limit },
        { $project: { doc: 1, rating: 1, ratingCount: 1 } },
      ])
      .toArray();
  }

  async trendingBots(query: TrendingQuery): Promise<TrendingBotView[]> {
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
    const source = query.by === 'votes' ? this.c.analytics : this.c.inviteActivity;
    const rows = await source
      .aggregate([
        ...scores,
        {
          $lookup: {
            from: this.c.bots.collectionName,
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
    const range = dayRange(query.today, query.days);
    const rows = await this.c.analytics
      .find({ botId: query.botId, day: { $gte: range[0], $lte: query.today }, doc: { $ne: null } })
      .toArray();
    const before = await this.c.analytics.findOne(
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

  /** After a promotion the same checkpoint may describe another copy. */
  forgetCounters(): void {
    this.counterCache = null;
  }

  /** The same counters the SQLite projection maintains, aggregated once per bots checkpoint. */
  async counters(): Promise<Map<string, number>> {
    const checkpoint = Number(
      (await this.c.checkpoints.findOne({ _id: 'bots' }))?.['position'] ?? 0,
    );
    if (this.counterCache?.checkpoint === checkpoint) return this.counterCache.counters;
    const counters = new Map<string, number>();
    counters.set('public', await this.c.bots.countDocuments({ isPublic: true }));
    const perCategory = await this.c.bots
      .aggregate([
        { $match: { isPublic: true } },
        { $unwind: '$categories' },
        { $group: { _id: '$categories', count: { $sum: 1 } } },
      ])
      .toArray();
    for (const row of perCategory) counters.set(`category:${row['_id']}`, row['count']);
    this.counterCache = { checkpoint, counters };
    return counters;
  }
}
