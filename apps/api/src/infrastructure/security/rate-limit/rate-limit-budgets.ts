import type { AppConfig } from '@api/infrastructure/config/app-config';
import type { RateLimitPolicy } from '@api/infrastructure/policy/route-policy.decorators';

export type RateSubject = 'address' | 'user';

/** One counter: `limit` requests per `windowMs` per address (IPv6: per /64) or per user. */
export interface RateBudget {
  key: string;
  per: RateSubject;
  limit: number;
  windowMs: number;
  /** How the 429 explains itself. */
  describe: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A product rule (docs/rules.md), not a setting: reviews posted or edited per account and hour. */
export const REVIEWS_PER_HOUR = 5;

function budget(
  key: string,
  limit: number,
  windowMs: number,
  what: string,
  per: RateSubject,
): RateBudget {
  const window = windowMs === HOUR ? 'hour' : 'minute';
  const from = per === 'address' ? 'one address' : 'one account';
  return {
    key,
    per,
    limit,
    windowMs,
    describe: `at most ${limit} ${what} per ${window} from ${from}`,
  };
}

/** Both subjects: a script cannot dodge the limit by rotating accounts or addresses alone. */
const perAddressAndUser = (key: string, limit: number, windowMs: number, what: string) => [
  budget(key, limit, windowMs, what, 'address'),
  budget(`${key}-user`, limit, windowMs, what, 'user'),
];

const writes = (limits: AppConfig['rateLimits']) => [
  ...perAddressAndUser('writes-minute', limits.writesPerMinute, MINUTE, 'changes'),
  ...perAddressAndUser('writes-hour', limits.writesPerHour, HOUR, 'changes'),
];

/** The budgets a request of this policy spends from, every one of them. */
export function budgetsFor(policy: RateLimitPolicy, limits: AppConfig['rateLimits']): RateBudget[] {
  switch (policy) {
    case 'reads':
      // Anonymous reads count per address, a logged-in person's per account (see readSubject).
      return [
        budget('gets', limits.getsPerMinute, MINUTE, 'API requests', 'address'),
        budget('gets-account', limits.accountGetsPerMinute, MINUTE, 'API requests', 'user'),
      ];
    case 'submissions':
      return perAddressAndUser('submissions', limits.submissionsPerHour, HOUR, 'submissions');
    case 'writes':
      return writes(limits);
    case 'reviews':
      return [...writes(limits), budget('reviews', REVIEWS_PER_HOUR, HOUR, 'reviews', 'user')];
    case 'votes':
      return perAddressAndUser('votes', limits.votesPerHour, HOUR, 'votes, reports and tokens');
    case 'none':
      return [];
  }
}
