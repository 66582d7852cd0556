import type { BotPage, ListBotsQuery } from '../read-store.port';
import {
  BUCKET_CANDIDATES,
  BUCKET_SCAN,
  correctedWords,
  spellingWordsOf,
  type SpellingCandidate,
} from '../projections/spelling';
import type { TableNames } from './sqlite-schema';
import type { StatementCache } from './sqlite-statements';

/** A search that found nothing, answered for its corrected words (projections/spelling.ts). */
export class SqliteSpelling {
  constructor(
    private readonly statements: StatementCache,
    private readonly t: TableNames,
  ) {}

  /** `list` answers one query; call inside the read transaction of the first answer. */
  corrected(query: ListBotsQuery, page: BotPage, list: (q: ListBotsQuery) => BotPage): BotPage {
    if (page.total > 0 || !query.search || query.exactSearch) return page;
    const words = correctedWords(spellingWordsOf(query.search), (bucket) =>
      this.candidates(bucket),
    );
    if (words === null) return page;
    const didYouMean = words.join(' ');
    const retried = list({ ...query, search: didYouMean });
    return retried.total > 0 ? { ...retried, didYouMean } : page;
  }

  /** A bucket's most used words, among its first BUCKET_SCAN rows. */
  private candidates(bucket: string): SpellingCandidate[] {
    const sql = `SELECT word, count(*) AS bots FROM (
        SELECT word FROM ${this.t.spellingWords} WHERE bucket = ? LIMIT ${BUCKET_SCAN})
      GROUP BY word ORDER BY bots DESC, word LIMIT ${BUCKET_CANDIDATES}`;
    return this.statements.get(sql).all(bucket) as SpellingCandidate[];
  }
}
