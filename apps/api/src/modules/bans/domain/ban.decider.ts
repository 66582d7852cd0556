import {
  BAN_LIMITS,
  isBanActive,
  type BanAppealed,
  type BanEvent,
  type Decider,
  type UserBanned,
  type UserUnbanned,
} from '@botdir/contracts';
import type { AppealBan, BanCommand, BanUser, UnbanUser } from './ban.commands';
import { banErrors } from './ban.errors';

/** Stream `user-bans-{userId}`: the user's latest ban (lifted or not), and whether it was appealed. */
export interface BanState {
  current: { until: string | null; unbannedAt: string | null; appealed: boolean } | null;
}

const YEAR_MS = 365.25 * 24 * 3600 * 1000;

function inForce(state: BanState, now: string): boolean {
  return state.current !== null && isBanActive(state.current, now);
}

function ban(command: BanUser, state: BanState): UserBanned {
  const { userId, reason, until, admin, now } = command;
  if (admin.isAdministrator !== true) throw banErrors.adminOnly();
  if (admin.id === userId) throw banErrors.self();
  if (until !== null) {
    const end = Date.parse(until);
    const start = Date.parse(now);
    if (!(end > start) || end - start > BAN_LIMITS.untilMaxYears * YEAR_MS) {
      throw banErrors.invalidUntil(BAN_LIMITS.untilMaxYears);
    }
  }
  if (inForce(state, now)) throw banErrors.alreadyBanned();
  const end = until === null ? null : new Date(until).toISOString();
  return { type: 'UserBanned', data: { userId, reason, until: end, by: admin.id } };
}

function unban(command: UnbanUser, state: BanState): UserUnbanned {
  const { userId, reason, admin, now } = command;
  if (admin.isAdministrator !== true) throw banErrors.adminOnly();
  if (!inForce(state, now)) throw banErrors.notBanned();
  return { type: 'UserUnbanned', data: { userId, by: admin.id, ...(reason ? { reason } : {}) } };
}

function appeal(command: AppealBan, state: BanState): BanAppealed {
  if (!inForce(state, command.now)) throw banErrors.notBanned();
  if (state.current?.appealed) throw banErrors.alreadyAppealed();
  return { type: 'BanAppealed', data: { userId: command.user.id, text: command.text } };
}

export const banDecider: Decider<BanState, BanCommand, BanEvent> = {
  initialState: { current: null },
  evolve: (state, event, meta) => {
    switch (event.type) {
      case 'UserBanned':
        return { current: { until: event.data.until, unbannedAt: null, appealed: false } };
      case 'UserUnbanned':
        return state.current
          ? { current: { ...state.current, unbannedAt: meta.occurredAt } }
          : state;
      case 'BanAppealed':
        return state.current ? { current: { ...state.current, appealed: true } } : state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'BanUser':
        return [ban(command, state)];
      case 'UnbanUser':
        return [unban(command, state)];
      case 'AppealBan':
        return [appeal(command, state)];
    }
  },
};
