/**
 * Words of a visitor's search, lower-cased. Anything but letters and digits separates words, so no
 * FTS or regex syntax ever reaches a query engine; a query of punctuation has no words.
 */
export function searchWords(search: string | undefined): string[] {
  if (!search) return [];
  const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, 16);
}

/** FTS5 MATCH expression: every word as a quoted prefix ("mus" finds "Music"), all required. */
export function ftsMatchExpression(words: readonly string[]): string {
  return words.map((word) => `"${word}"*`).join(' ');
}

/** The two relevance tiers: bots whose name holds every word, then every other match. */
export function ftsTierExpressions(words: readonly string[]): { name: string; rest: string } {
  const all = ftsMatchExpression(words);
  const name = `{name} : (${all})`;
  return { name, rest: `(${all}) NOT ${name}` };
}
