import { BOT_SORTS, CATEGORY_IDS, LIMITS, type BotSort } from '@botdir/contracts';
import type { ListBotsQuery } from '@botdir/read-store';
import {
  optionalChoice,
  optionalInt,
  optionalText,
  type QueryString,
} from '../../../infrastructure/http/query-params';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * GET /api/bots parameters. `approved` is accepted for the original UI but changes nothing:
 * only approved, undeleted bots are ever public.
 */
export function parseBotListParams(query: QueryString, now: number): ListBotsQuery {
  optionalChoice(query, 'approved', ['true', 'false'] as const);
  const search = optionalText(query, 'search', LIMITS.searchMax);
  const category = optionalChoice(query, 'category', CATEGORY_IDS);
  const sort = optionalChoice<BotSort>(query, 'sort', BOT_SORTS);
  const days = optionalInt(query, 'days', 1, 365);
  const params: ListBotsQuery = {
    limit: optionalInt(query, 'limit', 1, LIMITS.listLimitMax) ?? LIMITS.listLimitDefault,
    offset: optionalInt(query, 'offset', 0, 100_000) ?? 0,
  };
  if (search) params.search = search;
  if (category) params.category = category;
  if (sort) params.sort = sort;
  if (days) params.createdAfter = new Date(now - days * DAY_MS).toISOString();
  return params;
}
