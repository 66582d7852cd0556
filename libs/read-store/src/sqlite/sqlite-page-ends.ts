import type { BotView } from '@botdir/contracts';
import { cursorAfter, encodeCursor, listSortOf, type SortKeys } from '../listing-cursor';
import { SEARCH_TOTAL_CAP, type BotPage, type ListBotsQuery } from '../read-store.port';
import type { TableNames } from './sqlite-schema';
import type { StatementCache } from './sqlite-statements';

/** Counted totals (searches, time windows) go one past the cap: above it, the cap is a lower bound. */
export const countedPage = (items: BotView[], total: number): BotPage =>
  total > SEARCH_TOTAL_CAP
    ? { items, total: SEARCH_TOTAL_CAP, totalApproximate: true }
    : { items, total };

/** The cursor of the page after bot `id`, in the listing's sort. */
export function cursorAt(
  statements: StatementCache,
  t: TableNames,
  id: number,
  query: ListBotsQuery,
): string {
  const keys = statements
    .get(
      `SELECT id, created_at AS createdAt, name_key AS nameKey, rating_score AS ratingScore,
       server_count AS serverCount,
       CASE WHEN votes_month = ? THEN monthly_votes ELSE 0 END AS votes FROM ${t.bots} WHERE id = ?`,
    )
    .get(query.month ?? '', id) as SortKeys;
  return encodeCursor(cursorAfter(listSortOf(query), keys));
}
