import type { BotRated } from '../bots/bot.events';
import type { ReviewPosted } from './review.events';
import { reviewIdOf } from './review-ids';

/**
 * A `BotRated` vote (before written reviews) read as the user's first review, without text.
 * Votes came before any review event on the same stream, so they are all review n = 0; a later
 * vote replaces the earlier one, as a repeated `ReviewPosted` of one id does. The vote never
 * stored a name, so the author is shown by id until they edit.
 */
export function reviewFromRating(data: BotRated['data']): ReviewPosted['data'] {
  return {
    botId: data.botId,
    reviewId: reviewIdOf(data.botId, data.userId, 0),
    authorId: data.userId,
    authorName: '',
    stars: data.stars,
    text: '',
  };
}
