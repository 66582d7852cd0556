import type {
  BanRecord,
  BotHistoryRecord,
  NotificationView,
  NotificationWebhookView,
  ReportView,
  ReviewDecisionRow,
} from '@botdir/contracts';
import { toBanRecord, type BanDoc } from '../projections/bans.projection';
import type { BotHistoryDoc } from '../projections/bot-history.projection';
import type { NotificationsDoc } from '../projections/notifications.projection';
import { toReportView, type ReportDoc } from '../projections/reports.projection';
import type { ListBansQuery, ListReportsQuery } from '../read-store.port';
import type { TableNames } from './sqlite-schema';
import type { StatementCache } from './sqlite-statements';

const REPORT_STATUS = { open: "= 'open'", resolved: "!= 'open'" } as const;

/** The review queue and decisions, reports, notifications and bot histories. */
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

  listReports({ status, limit, offset }: ListReportsQuery): ReportView[] {
    const where = status ? `WHERE r.status ${REPORT_STATUS[status]}` : '';
    return this.reportsWith(`${where} ORDER BY r.sequence DESC LIMIT ? OFFSET ?`, limit, offset);
  }

  getReport(id: string): ReportView | null {
    return this.reportsWith('WHERE r.id = ?', id)[0] ?? null;
  }

  /** Reports with their bot's current name, read from the bots table in the same statement. */
  private reportsWith(clause: string, ...params: unknown[]): ReportView[] {
    const sql = `SELECT r.doc, json_extract(b.doc, '$.bot.name') AS botName
      FROM ${this.t.reports} r LEFT JOIN ${this.t.bots} b ON b.id = json_extract(r.doc, '$.botId')
      ${clause}`;
    const rows = this.statements.get(sql).all(...params) as {
      doc: string;
      botName: string | null;
    }[];
    return rows.map((row) => toReportView(JSON.parse(row.doc) as ReportDoc, row.botName));
  }

  notificationWebhook(userId: string): NotificationWebhookView | null {
    const sql = `SELECT doc FROM ${this.t.notificationWebhooks} WHERE user_id = ?`;
    return this.docOf(sql, userId) as NotificationWebhookView | null;
  }

  developerPageHidden(userId: string): boolean {
    const sql = `SELECT doc FROM ${this.t.developerPages} WHERE user_id = ?`;
    return this.docOf(sql, userId) !== null;
  }

  userNotifications(userId: string): NotificationView[] {
    const sql = `SELECT doc FROM ${this.t.notifications} WHERE user_id = ?`;
    return (this.docOf(sql, userId) as NotificationsDoc | null)?.items ?? [];
  }

  botHistory(botId: number): BotHistoryRecord[] | null {
    const sql = `SELECT doc FROM ${this.t.botHistory} WHERE bot_id = ?`;
    return (this.docOf(sql, botId) as BotHistoryDoc | null)?.entries ?? null;
  }

  listBans({ limit, offset }: ListBansQuery): BanRecord[] {
    const sql = `SELECT doc FROM ${this.t.bans} ORDER BY sequence DESC LIMIT ? OFFSET ?`;
    const rows = this.statements.get(sql).all(limit, offset) as { doc: string }[];
    return rows.map((row) => toBanRecord(JSON.parse(row.doc) as BanDoc));
  }

  userBans(userId: string): BanRecord | null {
    const doc = this.docOf(`SELECT doc FROM ${this.t.bans} WHERE user_id = ?`, userId);
    return doc ? toBanRecord(doc as BanDoc) : null;
  }

  private docOf(sql: string, key: unknown): unknown {
    const row = this.statements.get(sql).get(key) as { doc: string } | undefined;
    return row ? JSON.parse(row.doc) : null;
  }
}
