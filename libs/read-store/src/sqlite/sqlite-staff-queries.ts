import type { CannedReasonView, ReviewerDecisionRow, StaffActivityPage } from '@botdir/contracts';
import { toCannedReasonView, type CannedReasonDoc } from '../projections/canned-reasons.projection';
import {
  toStaffActivityPage,
  type StaffActivityDoc,
} from '../projections/staff-activity.projection';
import type { StaffActivityQuery } from '../read-store.port';
import type { TableNames } from './sqlite-schema';
import type { StatementCache } from './sqlite-statements';

/** What staff read about staff work: the activity log, the canned reasons. */
export class SqliteStaffQueries {
  constructor(
    private readonly statements: StatementCache,
    private readonly t: TableNames,
  ) {}

  /** Decisions reviewed at or after `since`, with their reviewer and claim start. */
  reviewerDecisions(since: string): ReviewerDecisionRow[] {
    const sql = `SELECT json_extract(doc, '$.reviewerId') AS reviewerId,
        json_extract(doc, '$.reviewedBy') AS reviewerName, status AS decision,
        json_extract(doc, '$.reviewedAt') AS reviewedAt,
        json_extract(doc, '$.decisionClaimedAt') AS claimedAt
      FROM ${this.t.submissions}
      WHERE status IN ('approved', 'rejected') AND json_extract(doc, '$.reviewedAt') >= ?
        AND json_extract(doc, '$.reviewerId') IS NOT NULL
      ORDER BY sequence`;
    return this.statements.get(sql).all(since) as ReviewerDecisionRow[];
  }

  cannedReasons(): CannedReasonView[] {
    const sql = `SELECT doc FROM ${this.t.cannedReasons} ORDER BY sequence`;
    const rows = this.statements.get(sql).all() as { doc: string }[];
    return rows.map((row) => toCannedReasonView(JSON.parse(row.doc) as CannedReasonDoc));
  }

  staffActivity(query: StaffActivityQuery): StaffActivityPage {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (clause: string, value: unknown) => {
      if (value === undefined) return;
      where.push(clause);
      params.push(value);
    };
    add('a.staff_id = ?', query.staffId);
    add('a.action = ?', query.action);
    add('a.at >= ?', query.from);
    add('a.at < ?', query.to);
    add('a.sequence < ?', query.before);
    const sql = `SELECT a.doc, json_extract(b.doc, '$.bot.name') AS botName
      FROM ${this.t.staffActivity} a
      LEFT JOIN ${this.t.bots} b ON b.id = json_extract(a.doc, '$.botId')
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY a.sequence DESC LIMIT ?`;
    const rows = this.statements.get(sql).all(...params, query.limit + 1) as {
      doc: string;
      botName: string | null;
    }[];
    const docs = rows.map((row) => ({
      doc: JSON.parse(row.doc) as StaffActivityDoc,
      botName: row.botName,
    }));
    return toStaffActivityPage(docs, query.limit);
  }
}
