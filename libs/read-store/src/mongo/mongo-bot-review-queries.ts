import type { FlaggedReviewView, ReviewPage, ReviewSort, ReviewView } from '@botdir/contracts';
import { toReviewView, type ReviewDoc } from '../projections/reviews.projection';
import type { ListReviewsQuery } from '../read-store.port';
import type { MongoView } from './mongo-state';

const ORDER: Record<ReviewSort, Record<string, 1 | -1>> = {
  newest: { createdAt: -1, _id: -1 },
  helpful: { helpfulCount: -1, createdAt: -1, _id: -1 },
};

/** Written reviews of bots; a deleted review stays as a tombstone (`doc: null`), never listed. */
export class MongoBotReviewQueries {
  constructor(private readonly view: () => Promise<MongoView>) {}

  async listReviews({ botId, sort, limit, offset }: ListReviewsQuery): Promise<ReviewPage> {
    const { c } = await this.view();
    const filter = { botId, hidden: false, doc: { $ne: null } };
    const rows = await c.reviews.find(filter).sort(ORDER[sort]).skip(offset).limit(limit).toArray();
    const total = await c.reviews.countDocuments(filter);
    const reviews = rows.map((row) => toReviewView(row['doc'] as ReviewDoc));
    return { reviews, page: 0, pageSize: limit, total };
  }

  async authorReview(botId: number, authorId: string): Promise<ReviewView | null> {
    const { c } = await this.view();
    const row = await c.reviews.findOne({ botId, authorId, doc: { $ne: null } });
    return row ? toReviewView(row['doc'] as ReviewDoc) : null;
  }

  async flaggedReviews(limit: number, offset: number): Promise<FlaggedReviewView[]> {
    const { c } = await this.view();
    const rows = await c.reviews
      .find({ flagCount: { $gt: 0 }, hidden: false, doc: { $ne: null } })
      .sort({ createdAt: -1 })
      .skip(offset)
      .limit(limit)
      .toArray();
    return rows.map((row) => {
      const doc = row['doc'] as ReviewDoc;
      return { ...toReviewView(doc), flagReasons: doc.flagReasons };
    });
  }
}
