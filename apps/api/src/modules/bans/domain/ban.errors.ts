import { DomainError, invalidInput } from '@botdir/contracts';

export const BAN = {
  ADMIN_ONLY: 'BAN.ADMIN_ONLY',
  SELF: 'BAN.SELF',
  INVALID_UNTIL: 'BAN.INVALID_UNTIL',
  INVALID_USER_ID: 'BAN.INVALID_USER_ID',
  ALREADY_BANNED: 'BAN.ALREADY_BANNED',
  NOT_BANNED: 'BAN.NOT_BANNED',
  ALREADY_APPEALED: 'BAN.ALREADY_APPEALED',
} as const;

export const banErrors = {
  adminOnly: () =>
    new DomainError(BAN.ADMIN_ONLY, 'forbidden', 'Only an Administrator can ban or unban users.'),
  self: () => new DomainError(BAN.SELF, 'forbidden', 'You cannot ban yourself.'),
  invalidUntil: (maxYears: number) =>
    invalidInput(
      BAN.INVALID_UNTIL,
      `The end of a ban must be in the future and at most ${maxYears} years away.`,
      { until: `until must be in the future and at most ${maxYears} years away` },
    ),
  invalidUserId: () =>
    invalidInput(BAN.INVALID_USER_ID, 'The user id must be a Discord user id (17 to 19 digits).'),
  alreadyBanned: () =>
    new DomainError(
      BAN.ALREADY_BANNED,
      'conflict',
      'This user is already banned; unban them first to change the ban.',
    ),
  notBanned: () => new DomainError(BAN.NOT_BANNED, 'not_found', 'There is no ban in force.'),
  alreadyAppealed: () =>
    new DomainError(BAN.ALREADY_APPEALED, 'conflict', 'You have already appealed this ban.'),
};
