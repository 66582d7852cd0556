import type { RecordedEvent } from '@botdir/contracts';
import type { Projection } from '../projections/projection';
import { ratingsProjection, starsOf, type RatingDoc } from '../projections/ratings.projection';
import { ratingScore } from '../projections/rating-score';
import type { MongoCollection } from './mongo-collections';

/** One user's vote on one bot: the Mongo form of the ratings read model. */
export interface VoteDoc {
  botId: number;
  userId: string;
  stars: number;
}

type RatingEvent = Parameters<typeof starsOf>[0];

/** The vote an event casts (null: its review was deleted or hidden), as the shared projection reads it. */
function voteOf(event: RecordedEvent): VoteDoc | null {
  const { botId, userId, stars } = starsOf(event as RatingEvent);
  return stars === null ? null : { botId, userId, stars };
}

/**
 * The ratings read model keyed per vote (`bot:user`) rather than per bot: one document holding
 * every vote of a bot would pass MongoDB's 16 MB limit at a few hundred thousand votes. The
 * average and count are aggregated from the votes of each bot a batch touched.
 */
export const mongoVotesProjection: Projection<VoteDoc> = {
  name: 'ratings',
  eventTypes: ratingsProjection.eventTypes,
  keyOf: (event) => {
    if (ratingsProjection.keyOf(event) === null) return null;
    const { botId, userId } = starsOf(event as RatingEvent);
    return `${botId}:${userId}`;
  },
  evolve: (_doc, event) => voteOf(event),
};

/** A bot's rating as the SQLite projection computes it: the average in tenths, and the count. */
export interface RatingTotal {
  botId: number;
  rating: number;
  ratingCount: number;
  /** The "Highest Rated" key (projections/rating-score.ts). */
  ratingScore: number;
  /** Position of the newest vote counted. */
  position: number;
  votes: Record<string, number>;
}

/** Totals of the given bots (all bots when omitted), aggregated on the server. */
export async function ratingTotals(
  votes: MongoCollection,
  botIds?: number[],
  withVotes = false,
): Promise<RatingTotal[]> {
  // Removed votes (doc null: a deleted or hidden review) still group, so a bot whose last review
  // went away falls back to no rating rather than keeping its old figures.
  const counted = { $ne: ['$doc', null] };
  const rows = await votes
    .aggregate([
      { $match: botIds ? { botId: { $in: botIds } } : {} },
      {
        $group: {
          _id: '$botId',
          sum: { $sum: { $cond: [counted, '$doc.stars', 0] } },
          count: { $sum: { $cond: [counted, 1, 0] } },
          position: { $max: '$_position' },
          ...(withVotes
            ? {
                votes: {
                  $push: { $cond: [counted, { k: '$doc.userId', v: '$doc.stars' }, '$$REMOVE'] },
                },
              }
            : {}),
        },
      },
    ])
    .toArray();
  return rows.map((row) => ({
    botId: row['_id'] as number,
    rating: row['count'] === 0 ? 0 : Math.round((row['sum'] / row['count']) * 10),
    ratingCount: row['count'] as number,
    ratingScore: ratingScore(row['sum'] as number, row['count'] as number),
    position: row['position'] as number,
    votes: Object.fromEntries(
      ((row['votes'] ?? []) as { k: string; v: number }[]).map(({ k, v }) => [k, v]),
    ),
  }));
}

/** The listing's rating columns on bot rows, guarded by the newest vote's position. */
export async function mirrorRatings(bots: MongoCollection, totals: RatingTotal[]): Promise<void> {
  for (const total of totals) {
    await bots.updateOne(
      {
        _id: total.botId,
        $or: [{ ratingPosition: { $lt: total.position } }, { ratingPosition: { $exists: false } }],
      },
      {
        $set: {
          rating: total.rating,
          ratingCount: total.ratingCount,
          ratingScore: total.ratingScore,
          ratingPosition: total.position,
        },
      },
    );
  }
}

/** After one of bots and ratings was replayed alone: bot rows take the ratings of `votes`. */
export async function syncRatings(votes: MongoCollection, bots: MongoCollection): Promise<void> {
  await mirrorRatings(bots, await ratingTotals(votes));
}

/** The per-bot ratings document of the shared projection, for the digest. */
export const ratingDocOf = (total: RatingTotal): RatingDoc => ({
  botId: total.botId,
  votes: total.votes,
  rating: total.rating,
  ratingCount: total.ratingCount,
});
