import {
  BOT_SORTS,
  CATEGORY_IDS,
  LIMITS,
  monthOf,
  resolveCategoryId,
  type BotSort,
} from '@botdir/contracts';
import { decodeCursor, listSortOf, type ListBotsQuery } from '@botdir/read-store';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import {
  optionalChoice,
  optionalInt,
  optionalMatch,
  optionalText,
  type QueryString,
} from '@api/infrastructure/http/query-params';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every parameter parseBotListParams reads, with its default (the public cache's key). */
export const BOT_LIST_QUERY = {
  approved: null,
  search: null,
  exact: null,
  category: null,
  sort: null,
  days: null,
  limit: LIMITS.listLimitDefault,
  offset: 0,
  cursor: null,
} as const;

const badCursor = (message: string) => httpErrors.invalidQuery('cursor', message);

/**
 * GET /api/bots parameters. `approved` is accepted for the original UI but changes nothing:
 * only approved, undeleted bots are ever public. `category` takes a category id or name.
 */
export function parseBotListParams(query: QueryString, now: number): ListBotsQuery {
  optionalChoice(query, 'approved', ['true', 'false'] as const);
  const search = optionalText(query, 'search', LIMITS.searchMax);
  const exact = optionalChoice(query, 'exact', ['true', 'false'] as const);
  // A category id or name, in any case (`music`, `Music`).
  const category = optionalMatch(
    query,
    'category',
    resolveCategoryId,
    `one of: ${CATEGORY_IDS.join(', ')}`,
  );
  const sort = optionalChoice<BotSort>(query, 'sort', BOT_SORTS);
  const days = optionalInt(query, 'days', 1, 365);
  const params: ListBotsQuery = {
    limit: optionalInt(query, 'limit', 1, LIMITS.listLimitMax) ?? LIMITS.listLimitDefault,
    offset: optionalInt(query, 'offset', 0, 100_000) ?? 0,
  };
  if (search) params.search = search;
  if (exact === 'true') params.exactSearch = true;
  if (category) params.category = category;
  if (sort) params.sort = sort;
  if (sort === 'votes') params.month = monthOf(new Date(now).toISOString());
  if (days) params.createdAfter = new Date(now - days * DAY_MS).toISOString();
  const cursor = optionalText(query, 'cursor', 400);
  if (cursor) params.cursor = parseCursor(cursor, params);
  return params;
}

/** A cursor continues the listing (same sort, no search) whose page handed it out. */
function parseCursor(text: string, params: ListBotsQuery): NonNullable<ListBotsQuery['cursor']> {
  const cursor = decodeCursor(text);
  if (!cursor) throw badCursor('cursor must be the X-Next-Cursor of an earlier page');
  if (params.search) throw badCursor('cursor pages listings; a search pages with offset');
  if (params.offset > 0) throw badCursor('cursor and offset cannot be combined');
  if (cursor.sort !== listSortOf(params))
    throw badCursor(`cursor continues a listing sorted by ${cursor.sort}`);
  return cursor;
}
