import { DomainError } from '@botdir/contracts';

/** Stable error codes of the bot aggregate; clients and the error filter rely on them. */
export const BOT = {
  NOT_FOUND: 'BOT.NOT_FOUND',
  NOT_OWNER: 'BOT.NOT_OWNER',
  DELETED: 'BOT.DELETED',
  ALREADY_PUBLISHED: 'BOT.ALREADY_PUBLISHED',
  STAFF_ONLY: 'BOT.STAFF_ONLY',
  NOT_LIVE: 'BOT.NOT_LIVE',
  NOT_UNLISTED: 'BOT.NOT_UNLISTED',
  SLUG_TAKEN: 'BOT.SLUG_TAKEN',
} as const;

export const botErrors = {
  notFound: () => new DomainError(BOT.NOT_FOUND, 'not_found', 'This bot does not exist.'),
  /** The read side's answer for a bot the viewer may not see (the original API's wording). */
  notListed: () => new DomainError(BOT.NOT_FOUND, 'not_found', 'Bot Not Found'),
  notOwner: () =>
    new DomainError(
      BOT.NOT_OWNER,
      'forbidden',
      'Only the bot owner or staff can change or delete this bot.',
    ),
  tokenOwnerOnly: () =>
    new DomainError(
      BOT.NOT_OWNER,
      'forbidden',
      "Only the bot's owner or an Administrator can issue its API token.",
    ),
  deleted: () => new DomainError(BOT.DELETED, 'conflict', 'This bot has been deleted.'),
  alreadyPublished: () =>
    new DomainError(BOT.ALREADY_PUBLISHED, 'conflict', 'This bot is already listed.'),
  notLive: () => new DomainError(BOT.NOT_LIVE, 'conflict', 'Only a live bot can be unlisted.'),
  notUnlisted: () =>
    new DomainError(BOT.NOT_UNLISTED, 'conflict', 'Only an unlisted bot can be relisted.'),
  slugTaken: (slug: string) => {
    const message = `The address "${slug}" is taken by another bot. Please choose another.`;
    return new DomainError(BOT.SLUG_TAKEN, 'conflict', message, { slug: message });
  },
  moderationStaffOnly: () =>
    new DomainError(BOT.STAFF_ONLY, 'forbidden', 'Only staff can unlist or relist bots.'),
  staffOnly: () =>
    new DomainError(BOT.STAFF_ONLY, 'forbidden', 'Only staff can feature or unfeature bots.'),
};
