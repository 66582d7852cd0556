import type { RecordedEvent } from '@botdir/contracts';
import { integerField, stringField } from './event-fields';
import type { Projection } from './projection';

/** Every user's current vote on one bot, and what the listing shows of them. */
export interface RatingDoc {
  botId: number;
  votes: Record<string, number>;
  /** round(average × 10): tenths of a star, out of 5. */
  rating: number;
  ratingCount: number;
}

function evolveRating(doc: RatingDoc | null, event: RecordedEvent): RatingDoc | null {
  const botId = integerField(event, 'botId');
  const userId = stringField(event, 'userId');
  const stars = integerField(event, 'stars');
  if (stars < 1 || stars > 5) throw new Error(`BotRated at ${event.position}: stars ${stars}`);
  const votes = { ...(doc?.votes ?? {}), [userId]: stars };
  const all = Object.values(votes);
  const sum = all.reduce((total, vote) => total + vote, 0);
  return { botId, votes, rating: Math.round((sum / all.length) * 10), ratingCount: all.length };
}

export const ratingsProjection: Projection<RatingDoc> = {
  name: 'ratings',
  keyOf: (event) => (event.type === 'BotRated' ? String(integerField(event, 'botId')) : null),
  evolve: evolveRating,
};
