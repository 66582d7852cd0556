import type { BanAppealed, UserBanned, UserUnbanned } from '@botdir/contracts';
import { administrator, alice, bob, reviewer } from '@api/modules/testing/bot.fixtures';
import { at, deciderSpec } from '@api/modules/testing/decider-spec';
import { banDecider } from './ban.decider';

const spec = deciderSpec(banDecider);
const now = '2026-11-26T12:00:00.000Z';
const until = '2026-12-26T12:00:00.000Z';
const banned = (end: string | null = until): UserBanned => ({
  type: 'UserBanned',
  data: { userId: bob.id, reason: 'Spam', until: end, by: administrator.id },
});
const unbanned: UserUnbanned = {
  type: 'UserUnbanned',
  data: { userId: bob.id, by: administrator.id, reason: 'Served' },
};
const appealed: BanAppealed = {
  type: 'BanAppealed',
  data: { userId: bob.id, text: 'Sorry, my bad' },
};
const banBob = (overrides: object = {}) =>
  ({
    type: 'BanUser',
    userId: bob.id,
    reason: 'Spam',
    until,
    admin: administrator,
    now,
    ...overrides,
  }) as const;
const unbanBob = (overrides: object = {}) =>
  ({
    type: 'UnbanUser',
    userId: bob.id,
    reason: 'Served',
    admin: administrator,
    now,
    ...overrides,
  }) as const;
const appeal = (text = 'Sorry, my bad', when = now) =>
  ({ type: 'AppealBan', user: bob, text, now: when }) as const;

describe('BanUser', () => {
  it('records a ban with an end, or without one', () => {
    spec.given([]).when(banBob()).then([banned()]);
    spec
      .given([])
      .when(banBob({ until: null }))
      .then([banned(null)]);
  });

  it('writes the end in UTC ISO form', () => {
    spec
      .given([])
      .when(banBob({ until: '2026-12-26T13:00:00+01:00' }))
      .then([banned()]);
  });

  it('is for Administrators only: a Bot Reviewer or a user gets 403', () => {
    spec
      .given([])
      .when(banBob({ admin: reviewer }))
      .thenThrows('BAN.ADMIN_ONLY', 'forbidden');
    spec
      .given([])
      .when(banBob({ admin: alice }))
      .thenThrows('BAN.ADMIN_ONLY', 'forbidden');
  });

  it('refuses an Administrator banning themselves (403)', () => {
    spec
      .given([])
      .when(banBob({ userId: administrator.id }))
      .thenThrows('BAN.SELF', 'forbidden');
  });

  it.each([
    ['in the past', '2026-11-25T12:00:00.000Z'],
    ['now', now],
    ['more than 10 years away', '2036-11-27T12:00:00.000Z'],
  ])('refuses an end %s (400)', (_label, end) => {
    spec
      .given([])
      .when(banBob({ until: end }))
      .thenThrows('BAN.INVALID_UNTIL', 'invalid');
  });

  it('accepts an end just under 10 years away', () => {
    spec
      .given([])
      .when(banBob({ until: '2036-11-25T12:00:00.000Z' }))
      .then([banned('2036-11-25T12:00:00.000Z')]);
  });

  it('refuses a second ban while one is in force (409), not once it ended or was lifted', () => {
    spec.given([banned()]).when(banBob()).thenThrows('BAN.ALREADY_BANNED', 'conflict');
    spec
      .given([banned(null)])
      .when(banBob())
      .thenThrows('BAN.ALREADY_BANNED', 'conflict');
    spec
      .given([banned('2026-11-26T11:59:59.000Z')])
      .when(banBob())
      .then([banned()]);
    spec.given([banned(), unbanned]).when(banBob()).then([banned()]);
  });
});

describe('UnbanUser', () => {
  it('lifts a ban in force, with or without a reason', () => {
    spec.given([banned()]).when(unbanBob()).then([unbanned]);
    spec
      .given([banned()])
      .when(unbanBob({ reason: null }))
      .then([{ type: 'UserUnbanned', data: { userId: bob.id, by: administrator.id } }]);
  });

  it('is for Administrators only (403); no ban in force is a 404', () => {
    spec
      .given([banned()])
      .when(unbanBob({ admin: reviewer }))
      .thenThrows('BAN.ADMIN_ONLY', 'forbidden');
    spec.given([]).when(unbanBob()).thenThrows('BAN.NOT_BANNED', 'not_found');
    spec.given([banned(), unbanned]).when(unbanBob()).thenThrows('BAN.NOT_BANNED', 'not_found');
    spec
      .given([banned('2026-11-26T11:00:00.000Z')])
      .when(unbanBob())
      .thenThrows('BAN.NOT_BANNED', 'not_found');
  });
});

describe('AppealBan', () => {
  it('records one appeal per ban: a second is a 409', () => {
    spec.given([banned()]).when(appeal()).then([appealed]);
    spec.given([banned(), appealed]).when(appeal()).thenThrows('BAN.ALREADY_APPEALED', 'conflict');
  });

  it('lets a new ban be appealed again', () => {
    spec.given([banned(), appealed, unbanned, banned()]).when(appeal()).then([appealed]);
  });

  it('refuses an appeal without a ban in force (404)', () => {
    spec.given([]).when(appeal()).thenThrows('BAN.NOT_BANNED', 'not_found');
    spec
      .given([at('2026-11-01T00:00:00.000Z', banned()), unbanned])
      .when(appeal())
      .thenThrows('BAN.NOT_BANNED', 'not_found');
    spec
      .given([banned()])
      .when(appeal('late', '2027-01-01T00:00:00.000Z'))
      .thenThrows('BAN.NOT_BANNED', 'not_found');
  });
});
