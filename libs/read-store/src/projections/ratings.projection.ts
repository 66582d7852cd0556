import { reviewFromRating, type DirectoryEventOf, type RecordedEvent } from '@botdir/contracts';
import { defineProjection } from './projection';

/** Every user's current stars on one bot (their visible review), and what listings show. */
export interface RatingDoc {
  botId: number;
  votes: Record<string, number>;
  /** round(average × 10): tenths of a star, out of 5 (0 without reviews). */
  rating: number;
  ratingCount: number;
}

export const RATING_EVENT_TYPES = [
  'BotRated',
  'ReviewPosted',
  'ReviewEdited',
  'ReviewDeleted',
  'ReviewHidden',
] as const;
type RatingEvent = RecordedEvent<DirectoryEventOf<(typeof RATING_EVENT_TYPES)[number]>>;

/** The stars an event gives its author on the bot; null when it takes them away. */
export function starsOf(event: RatingEvent): {
  botId: number;
  userId: string;
  stars: number | null;
} {
  switch (event.type) {
    case 'BotRated': {
      const { botId, authorId, stars } = reviewFromRating(event.data);
      return { botId, userId: authorId, stars };
    }
    case 'ReviewPosted':
    case 'ReviewEdited':
      return { botId: event.data.botId, userId: event.data.authorId, stars: event.data.stars };
    default:
      // A deleted review no longer counts, nor one staff hid.
      return { botId: event.data.botId, userId: event.data.authorId, stars: null };
  }
}

/** The figures of a set of votes: average in tenths, and how many. */
export function ratingOfVotes(botId: number, votes: Record<string, number>): RatingDoc {
  const all = Object.values(votes);
  const sum = all.reduce((total, vote) => total + vote, 0);
  const rating = all.length === 0 ? 0 : Math.round((sum / all.length) * 10);
  return { botId, votes, rating, ratingCount: all.length };
}

function evolveRating(doc: RatingDoc | null, event: RatingEvent): RatingDoc {
  const { botId, userId, stars } = starsOf(event);
  const { [userId]: _previous, ...others } = doc?.votes ?? {};
  return ratingOfVotes(botId, stars === null ? others : { ...others, [userId]: stars });
}

export const ratingsProjection = defineProjection<RatingDoc, (typeof RATING_EVENT_TYPES)[number]>({
  name: 'ratings',
  eventTypes: RATING_EVENT_TYPES,
  keyOf: (event) => String(event.data.botId),
  evolve: evolveRating,
});
