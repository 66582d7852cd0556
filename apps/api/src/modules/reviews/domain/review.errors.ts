import { DomainError } from '@botdir/contracts';

export const REVIEW = {
  INVALID_STARS: 'REVIEW.INVALID_STARS',
  BOT_NOT_PUBLIC: 'REVIEW.BOT_NOT_PUBLIC',
  OWN_BOT: 'REVIEW.OWN_BOT',
  NOT_FOUND: 'REVIEW.NOT_FOUND',
  HIDDEN: 'REVIEW.HIDDEN',
  OWN_REVIEW: 'REVIEW.OWN_REVIEW',
  NOT_OWNER: 'REVIEW.NOT_OWNER',
  ALREADY_FLAGGED: 'REVIEW.ALREADY_FLAGGED',
} as const;

export const reviewErrors = {
  invalidStars: () =>
    new DomainError(
      REVIEW.INVALID_STARS,
      'invalid',
      'A review gives a whole number of stars, from 1 to 5.',
    ),
  botNotPublic: () =>
    new DomainError(
      REVIEW.BOT_NOT_PUBLIC,
      'not_found',
      'This bot is not listed, so it cannot be reviewed.',
    ),
  ownBot: () => new DomainError(REVIEW.OWN_BOT, 'forbidden', 'You cannot review your own bot.'),
  notFound: () => new DomainError(REVIEW.NOT_FOUND, 'not_found', 'There is no such review.'),
  hidden: () =>
    new DomainError(
      REVIEW.HIDDEN,
      'conflict',
      'Staff hid this review; it can be deleted, not changed.',
    ),
  ownReview: () =>
    new DomainError(REVIEW.OWN_REVIEW, 'forbidden', 'You cannot mark or flag your own review.'),
  notOwner: () =>
    new DomainError(
      REVIEW.NOT_OWNER,
      'forbidden',
      "Only the bot's owners can reply to its reviews.",
    ),
  alreadyFlagged: () =>
    new DomainError(REVIEW.ALREADY_FLAGGED, 'conflict', 'You have already flagged this review.'),
};
