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

/** The tiers of a search's terms in its scope; `newest`: the newest public bot's creation. */
export function searchTiers(
  terms: string[],
  scope: SearchScope,
  newest: () => string | null,
): SearchTiers {
  const narrowing = scope.category ? [categoryClause(scope.category)] : [];
  if (scope.featured !== undefined) narrowing.push(featuredClause(scope.featured));
  // No public bot at all: nothing matches, with or without the window.
  const last = scope.createdAfter ? newest() : null;
  if (!scope.createdAfter || last === null) return ftsExpressions(terms, narrowing);
  const window = windowClauses(scope.createdAfter, last);
  const firstHour = ftsExpressions(terms, [...narrowing, window.firstHour]).all;
  return {
    ...ftsExpressions(terms, [...narrowing, window.hours]),
    firstHour: { all: firstHour, createdAfter: scope.createdAfter },
  };
}
