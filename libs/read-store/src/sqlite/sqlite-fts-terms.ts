import type { StatementCache } from './sqlite-statements';

/** Prefixes of these lengths have an index of their own (the table's `prefix` option). */
const INDEXED_PREFIX_LENGTHS = [2, 3];
/** A longer word expands to at most this many whole terms; more are left to a prefix query. */
const MAX_EXPANSION = 16;
/** Words the tokenizer keeps as they are, so the index holds them byte for byte. */
const PLAIN = /^[a-z0-9]+$/;

/**
 * Each search word as an FTS5 term. FTS5 answers a prefix with no index of its own length by
 * merging the doclist of every term it expands to before the first row (a common word: 100,000
 * entries per query); the same words as whole terms are read lazily, only as far as the page and
 * the capped counts go. So a longer word is looked up in the index's term list (an `fts5vocab`
 * table of this connection) and becomes the OR of the few terms it starts, or no match at all.
 */
export class SqliteFtsTerms {
  private readonly vocabulary: string;

  constructor(
    private readonly statements: StatementCache,
    private readonly fts: string,
  ) {
    this.vocabulary = `temp.${fts}_terms`;
  }

  /** One FTS5 term expression per word; null when some word starts no term (nothing matches). */
  termsOf(words: readonly string[]): string[] | null {
    const terms: string[] = [];
    for (const word of words) {
      const term = this.termOf(word);
      if (term === null) return null;
      terms.push(term);
    }
    return terms;
  }

  private termOf(word: string): string | null {
    if (word.length === 1) return `"${word}"`;
    if (INDEXED_PREFIX_LENGTHS.includes(word.length) || !PLAIN.test(word)) return `"${word}"*`;
    const expanded = this.termsStarting(word);
    if (expanded === null) return `"${word}"*`;
    if (expanded.length === 0) return null;
    const quoted = expanded.map((term) => `"${term}"`);
    return quoted.length === 1 ? (quoted[0] as string) : `(${quoted.join(' OR ')})`;
  }

  /** The index's terms that start with `prefix`, in order; null when there are too many. */
  private termsStarting(prefix: string): string[] | null {
    // Every time: a rolled-back transaction takes a temporary table created inside it along.
    this.statements
      .get(
        `CREATE VIRTUAL TABLE IF NOT EXISTS ${this.vocabulary} USING fts5vocab(main, ${this.fts}, 'instance')`,
      )
      .run();
    // One row per step: the 'instance' vocabulary opens at a term without reading its doclist.
    const next = this.statements.get(`SELECT term FROM ${this.vocabulary} WHERE term >= ? LIMIT 1`);
    const terms: string[] = [];
    for (let from = prefix; terms.length <= MAX_EXPANSION;) {
      const row = next.get(from) as { term: string } | undefined;
      if (!row || !row.term.startsWith(prefix)) return terms;
      terms.push(row.term);
      from = `${row.term}\u0000`;
    }
    return null;
  }
}
