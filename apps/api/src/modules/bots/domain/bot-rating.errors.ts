import { DomainError } from '@botdir/contracts';

export const RATING = {
  INVALID_STARS: 'RATING.INVALID_STARS',
  BOT_NOT_PUBLIC: 'RATING.BOT_NOT_PUBLIC',
  OWN_BOT: 'RATING.OWN_BOT',
} as const;

export const ratingErrors = {
  invalidStars: () =>
    new DomainError(
      RATING.INVALID_STARS,
      'invalid',
      'A rating is a whole number of stars, from 1 to 5.',
    ),
  botNotPublic: () =>
    new DomainError(
      RATING.BOT_NOT_PUBLIC,
      'not_found',
      'This bot is not listed, so it cannot be rated.',
    ),
  ownBot: () => new DomainError(RATING.OWN_BOT, 'forbidden', 'You cannot rate your own bot.'),
};
