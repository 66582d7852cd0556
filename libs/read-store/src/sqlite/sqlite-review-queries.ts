import type { ReviewDecisionRow } from '@botdir/contracts';
import type { TableNames } from './sqlite-schema';
import type { StatementCache } from './sqlite-statements';

/** The review queue and recent decisions, from the submissions read model. */
export class SqliteReviewQueries {
  constructor(
    private readonly statements: StatementCache,
    private readonly t: TableNames,
  ) {}

  reviewQueue(): string[] {
    const sql = `SELECT id FROM ${this.t.submissions} WHERE status = 'pending' ORDER BY sequence`;
    return (this.statements.get(sql).all() as { id: string }[]).map((row) => row.id);
  }

  reviewDecisions(since: string): ReviewDecisionRow[] {
    const sql = `SELECT json_extract(doc, '$.createdAt') AS createdAt,
        json_extract(doc, '$.reviewedAt') AS reviewedAt, status
      FROM ${this.t.submissions}
      WHERE status IN ('approved', 'rejected') AND json_extract(doc, '$.reviewedAt') >= ?
      ORDER BY sequence`;
    return this.statements.get(sql).all(since) as ReviewDecisionRow[];
  }
}
