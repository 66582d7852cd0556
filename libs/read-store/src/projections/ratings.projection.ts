import { assertNever, type DirectoryEventType, type RecordedEvent } from '@botdir/contracts';
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
  switch (event.type) {
    case 'BotRated': {
      const { botId, userId, stars } = event.data;
      const votes = { ...(doc?.votes ?? {}), [userId]: stars };
      const all = Object.values(votes);
      const sum = all.reduce((total, vote) => total + vote, 0);
      return { botId, votes, rating: Math.round((sum / all.length) * 10), ratingCount: all.length };
    }
    case 'BotSubmitted':
    case 'SubmissionReviewed':
    case 'SubmissionDeleted':
    case 'BotPublished':
    case 'BotEdited':
    case 'BotFeatured':
    case 'BotDeleted':
    case 'InviteClicked':
      return doc;
    default:
      return assertNever(event);
  }
}

export const ratingsProjection: Projection<RatingDoc> = {
  name: 'ratings',
  eventTypes: new Set<DirectoryEventType>(['BotRated']),
  keyOf: (event) => (event.type === 'BotRated' ? String(event.data.botId) : null),
  evolve: evolveRating,
};
