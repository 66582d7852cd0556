import type { BotRated, RecordedEvent } from '@botdir/contracts';
import { defineProjection } from './projection';

/** Every user's current vote on one bot, and what the listing shows of them. */
export interface RatingDoc {
  botId: number;
  votes: Record<string, number>;
  /** round(average × 10): tenths of a star, out of 5. */
  rating: number;
  ratingCount: number;
}

function evolveRating(doc: RatingDoc | null, event: RecordedEvent<BotRated>): RatingDoc {
  const { botId, userId, stars } = event.data;
  const votes = { ...(doc?.votes ?? {}), [userId]: stars };
  const all = Object.values(votes);
  const sum = all.reduce((total, vote) => total + vote, 0);
  return { botId, votes, rating: Math.round((sum / all.length) * 10), ratingCount: all.length };
}

export const ratingsProjection = defineProjection<RatingDoc, 'BotRated'>({
  name: 'ratings',
  eventTypes: ['BotRated'],
  keyOf: (event) => String(event.data.botId),
  evolve: evolveRating,
});
