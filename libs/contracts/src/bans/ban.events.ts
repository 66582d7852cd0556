import type { DomainEvent } from '../common/event-envelope';

/**
 * An Administrator banned a user from every write (stream `user-bans-{userId}`); `until` is the
 * ISO end, null for a ban without end. `by` is the Administrator's Discord id.
 */
export type UserBanned = DomainEvent<
  'UserBanned',
  { userId: string; reason: string; until: string | null; by: string }
>;

/** An Administrator lifted the user's ban before its end. */
export type UserUnbanned = DomainEvent<
  'UserUnbanned',
  { userId: string; by: string; reason?: string }
>;

/** The banned user's one appeal against their current ban. */
export type BanAppealed = DomainEvent<'BanAppealed', { userId: string; text: string }>;

export type BanEvent = UserBanned | UserUnbanned | BanAppealed;

export const BAN_EVENT_VERSIONS: Record<BanEvent['type'], number> = {
  UserBanned: 1,
  UserUnbanned: 1,
  BanAppealed: 1,
};
