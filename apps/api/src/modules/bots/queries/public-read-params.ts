import { LIMITS, TRENDING_SIGNALS, TRENDING_WINDOWS } from '@botdir/contracts';
import type { TrendingQuery } from '@botdir/read-store';
import {
  optionalChoice,
  optionalInt,
  type QueryString,
} from '@api/infrastructure/http/query-params';

/** `limit` of the featured and trending lists. */
export const limitOf = (query: QueryString): number =>
  optionalInt(query, 'limit', 1, LIMITS.listLimitMax) ?? LIMITS.listLimitDefault;

/** `GET /api/bots/trending`: window (week), signal (invites) and limit. */
export function parseTrendingParams(query: QueryString, now: Date): TrendingQuery {
  return {
    window: optionalChoice(query, 'window', TRENDING_WINDOWS) ?? 'week',
    by: optionalChoice(query, 'by', TRENDING_SIGNALS) ?? 'invites',
    limit: limitOf(query),
    now: now.toISOString(),
  };
}
