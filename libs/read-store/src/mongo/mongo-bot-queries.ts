import type { BotView, CategoryView, StatsView, TrendingBotView } from '@botdir/contracts';
import type { mongo } from 'mongoose';

type Document = mongo.Document;
import type { BotDoc } from '../projections/bots.projection';
import { windowStartDay } from '../projections/invite-activity.projection';
import { searchWords } from '../projections/search-terms';
import { toBotView, toCategoryViews, toStatsView } from '../projections/views';
import {
  SEARCH_TOTAL_CAP,
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
          : sort === 'relevance' && words.length > 0
            ? { score: { $meta: 'textScore' }, ...NEWEST }
            : NEWEST;
    const projection: Document = { doc: 1, rating: 1, ratingCount: 1 };
    if (words.length > 0) projection['score'] = { $meta: 'textScore' };
    const rows = await this.c.bots
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

  async trendingBots(query: TrendingQuery): Promise<TrendingBotView[]> {
    const rows = await this.c.inviteActivity
      .aggregate([
        { $match: { lastDay: { $gte: windowStartDay(query.window, query.now) } } },
        { $group: { _id: '$botId', score: { $sum: 1 } } },
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
