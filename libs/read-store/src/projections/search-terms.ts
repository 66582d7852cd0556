import { categoryNamesOf } from '@botdir/contracts';

/**
 * Words of a visitor's search, lower-cased. Anything but letters and digits separates words, so no
 * FTS or regex syntax ever reaches a query engine; a query of punctuation has no words.
 */
export function searchWords(search: string | undefined): string[] {
  if (!search) return [];
  const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, 16);
}

/** A category id as one full-text token of the `categories` column ('' when it has none). */
export const categoryToken = (category: string): string =>
  category.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * What a bot's categories add to its searchable text: each id as one token and the words of its
 * name, so a search for a category's word finds every bot its count promises.
 */
export function categorySearchText(categories: readonly string[]): string {
  const words = [...categories.map(categoryToken), ...categoryNamesOf(categories)];
  return [...new Set(words.flatMap((text) => text.toLowerCase().split(/\s+/)))]
    .filter(Boolean)
    .join(' ');
}

/** The columns words match, categories included (their bm25 weight is 0: they never lift a rank). */
const TEXT_COLUMNS = '{name short_description description tags categories}';

export interface FtsExpressions {
  /** Every word in some text column (and the category, if any). */
  all: string;
  /** Every word in the name: the first relevance tier. */
  name: string;
  /** The other matches: the second tier. */
  rest: string;
}

/** Narrows a search to a category: its id is one token of the `categories` column. */
export const categoryClause = (category: string) => `{categories} : "${categoryToken(category)}"`;

/**
 * FTS5 MATCH expressions for a search's terms (one FTS5 expression per word, all required), each
 * ANDed with the narrowing clauses (a category, facets).
 */
export function ftsExpressions(terms: readonly string[], narrowing: string[] = []): FtsExpressions {
  const words = terms.join(' AND ');
  const narrow = narrowing.map((clause) => ` AND ${clause}`).join('');
  const all = `${TEXT_COLUMNS} : (${words})${narrow}`;
  return { all, name: `{name} : (${words})${narrow}`, rest: `(${all}) NOT {name} : (${words})` };
}
