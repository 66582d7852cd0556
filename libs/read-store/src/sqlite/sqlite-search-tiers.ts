import { categoryClause, ftsExpressions, type FtsExpressions } from '../projections/search-terms';
import { featuredClause, windowClauses } from './sqlite-search-facets';

/** What narrows a relevance search besides its words. */
export interface SearchScope {
  category?: string;
  featured?: boolean;
  createdAfter?: string;
}

/**
 * A search's relevance tiers as FTS5 expressions, narrowed inside the full-text index. A time
 * window matches whole hours: `firstHour` then names the matches of its first hour, of which those
 * created before `createdAfter` are not in the window (checked on their bot rows).
 */
export interface SearchTiers extends FtsExpressions {
  firstHour?: { all: string; createdAfter: string };
}

/** When the public bots were created: the oldest and the newest (null when there are none). */
export interface CreationSpan {
  oldest: string | null;
  newest: string | null;
}

/** The tiers of a search's terms in its scope. */
export function searchTiers(
  terms: string[],
  scope: SearchScope,
  span: () => CreationSpan,
): SearchTiers {
  const narrowing = scope.category ? [categoryClause(scope.category)] : [];
  if (scope.featured !== undefined) narrowing.push(featuredClause(scope.featured));
  if (!scope.createdAfter) return ftsExpressions(terms, narrowing);
  const { oldest, newest } = span();
  // No public bot, or every one is in the window: it narrows nothing.
  if (oldest === null || newest === null || oldest > scope.createdAfter) {
    return ftsExpressions(terms, narrowing);
  }
  const window = windowClauses(scope.createdAfter, newest);
  const firstHour = ftsExpressions(terms, [...narrowing, window.firstHour]).all;
  return {
    ...ftsExpressions(terms, [...narrowing, window.hours]),
    firstHour: { all: firstHour, createdAfter: scope.createdAfter },
  };
}
