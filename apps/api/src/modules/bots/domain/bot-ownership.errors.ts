import { DomainError, invalidInput, MAX_CO_OWNERS } from '@botdir/contracts';

/** Stable codes of the co-owner and transfer rules on the bot stream. */
export const BOT_OWNERSHIP = {
  MAIN_OWNER_ONLY: 'BOT.MAIN_OWNER_ONLY',
  INVALID_USER_ID: 'BOT.INVALID_USER_ID',
  TOO_MANY_CO_OWNERS: 'BOT.TOO_MANY_CO_OWNERS',
  OWNER_NOT_CO_OWNER: 'BOT.OWNER_NOT_CO_OWNER',
  ALREADY_CO_OWNER: 'BOT.ALREADY_CO_OWNER',
  NOT_CO_OWNER: 'BOT.NOT_CO_OWNER',
  NO_TRANSFER: 'BOT.NO_TRANSFER',
  TRANSFER_NOT_YOURS: 'BOT.TRANSFER_NOT_YOURS',
} as const;

export const botOwnershipErrors = {
  mainOwnerOnly: () =>
    new DomainError(
      BOT_OWNERSHIP.MAIN_OWNER_ONLY,
      'forbidden',
      "Only the bot's main owner can delete it, transfer it or change its co-owners.",
    ),
  invalidUserId: () =>
    invalidInput(
      BOT_OWNERSHIP.INVALID_USER_ID,
      'A user is named by their Discord user id (17 to 19 digits, no leading zero).',
      { userId: 'Must be a Discord user id.' },
    ),
  tooManyCoOwners: () =>
    invalidInput(
      BOT_OWNERSHIP.TOO_MANY_CO_OWNERS,
      `A bot has at most ${MAX_CO_OWNERS} co-owners. Remove one first.`,
    ),
  ownerNotCoOwner: () =>
    invalidInput(BOT_OWNERSHIP.OWNER_NOT_CO_OWNER, 'The main owner cannot also be a co-owner.'),
  transferToOwner: () =>
    invalidInput(BOT_OWNERSHIP.OWNER_NOT_CO_OWNER, 'The bot already belongs to this user.'),
  alreadyCoOwner: () =>
    new DomainError(
      BOT_OWNERSHIP.ALREADY_CO_OWNER,
      'conflict',
      'This user is already a co-owner of the bot.',
    ),
  notCoOwner: () =>
    new DomainError(BOT_OWNERSHIP.NOT_CO_OWNER, 'not_found', 'This user is not a co-owner.'),
  noTransfer: () =>
    new DomainError(
      BOT_OWNERSHIP.NO_TRANSFER,
      'conflict',
      'No ownership transfer of this bot is pending.',
    ),
  transferNotYours: () =>
    new DomainError(
      BOT_OWNERSHIP.TRANSFER_NOT_YOURS,
      'forbidden',
      'This bot was not offered to you.',
    ),
};
