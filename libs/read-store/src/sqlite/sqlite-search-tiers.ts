import { categoryClause, ftsExpressions } from '../projections/search-terms';
import { featuredClause, windowClauses } from './sqlite-search-facets';

/** What narrows a relevance search besides its words. */
export interface SearchScope {
  category?: string;
  featured?: boolean;
  createdAfter?: string;
}

/**
 * The matches of one relevance tier as FTS5 expressions. Without a time window `inside` is all of
 * them. With one, `inside` holds the bots of its later days (all in it), `firstDay` those of its
 * first day (in it only if created after `createdAfter`: checked on the bot row), and `paged` both.
 */
export interface Tier {
  inside: string | null;
  firstDay: string | null;
  paged: string;
}

export interface SearchTiers {
  all: Tier;
  name: Tier;
  rest: Tier;
  /** Rows of `firstDay` and `paged` matches must pass `created_at > createdAfter`. */
  createdAfter?: string;
}

/** The tiers of a search's terms in its scope; `newest`: the newest public bot's creation. */
export function searchTiers(
  terms: string[],
  scope: SearchScope,
  newest: () => string | null,
): SearchTiers {
  const narrowing = scope.category ? [categoryClause(scope.category)] : [];
  if (scope.featured !== undefined) narrowing.push(featuredClause(scope.featured));
  const last = scope.createdAfter ? newest() : null;
  if (!scope.createdAfter || last === null) {
    const { all, name, rest } = ftsExpressions(terms, narrowing);
    const plain = (match: string): Tier => ({ inside: match, firstDay: null, paged: match });
    return { all: plain(all), name: plain(name), rest: plain(rest) };
  }
  const window = windowClauses(scope.createdAfter, last);
  const inside = window.inside ? ftsExpressions(terms, [...narrowing, window.inside]) : null;
  const firstDay = ftsExpressions(terms, [...narrowing, window.firstDay]);
  const paged = ftsExpressions(terms, [...narrowing, window.days]);
  const tier = (key: 'all' | 'name' | 'rest'): Tier => ({
    inside: inside?.[key] ?? null,
    firstDay: firstDay[key],
    paged: paged[key],
  });
  return {
    all: tier('all'),
    name: tier('name'),
    rest: tier('rest'),
    createdAfter: scope.createdAfter,
  };
}
