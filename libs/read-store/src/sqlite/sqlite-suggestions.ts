import type { SearchSuggestions } from '../read-store.port';
import { BUCKET_SCAN, prefixEnd, suggestedPrefix } from '../projections/spelling';
import type { TableNames } from './sqlite-schema';
import type { StatementCache } from './sqlite-statements';

/** The navbar's suggestions: two index range reads (names, vocabulary words), each bounded. */
export class SqliteSuggestions {
  constructor(
    private readonly statements: StatementCache,
    private readonly t: TableNames,
  ) {}

  suggest(text: string, limit: number): SearchSuggestions {
    const name = text.trim().toLowerCase();
    const word = suggestedPrefix(text);
    return {
      bots: name === '' ? [] : this.bots(name, limit),
      terms: word === null ? [] : this.terms(word, limit),
    };
  }

  private bots(prefix: string, limit: number): SearchSuggestions['bots'] {
    const sql = `SELECT id, json_extract(doc, '$.bot.name') AS name FROM ${this.t.bots}
      WHERE is_public = 1 AND name_key >= ? AND name_key < ? ORDER BY name_key, id LIMIT ?`;
    return this.statements.get(sql).all(prefix, prefixEnd(prefix), limit) as {
      id: number;
      name: string;
    }[];
  }

  private terms(prefix: string, limit: number): string[] {
    const sql = `SELECT word, count(*) AS bots FROM (
        SELECT word FROM ${this.t.spellingWords} WHERE word >= ? AND word < ? LIMIT ${BUCKET_SCAN})
      GROUP BY word ORDER BY bots DESC, word LIMIT ?`;
    const rows = this.statements.get(sql).all(prefix, prefixEnd(prefix), limit);
    return (rows as { word: string }[]).map((row) => row.word);
  }
}
