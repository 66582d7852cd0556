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
import type { BotDoc } from '../projections/bots.projection';
import type { NotificationsDoc } from '../projections/notifications.projection';
import { toReportView, type ReportDoc } from '../projections/reports.projection';
import type { SubmissionDoc } from '../projections/submissions.projection';
import type { ListBansQuery, ListReportsQuery } from '../read-store.port';
import type { MongoCollection } from './mongo-collections';
import type { MongoView } from './mongo-state';

const REPORT_STATUS = { open: 'open', resolved: { $ne: 'open' } } as const;

/** The review queue and decisions, reports, notifications and bot histories. */
export class MongoReviewQueries {
  constructor(private readonly view: () => Promise<MongoView>) {}

  async reviewQueue(): Promise<string[]> {
    const { c } = await this.view();
    const rows = await c.submissions
      .find({ status: 'pending', doc: { $ne: null } })
      .sort({ sequence: 1 })
      .project({ _id: 1 })
      .toArray();
    return rows.map((row) => String(row['_id']));
  }

  async reviewDecisions(since: string): Promise<ReviewDecisionRow[]> {
    const { c } = await this.view();
    const rows = await c.submissions
      .find({ status: { $in: ['approved', 'rejected'] }, 'doc.reviewedAt': { $gte: since } })
      .sort({ sequence: 1 })
      .toArray();
    return rows.map((row) => {
      const doc = row['doc'] as SubmissionDoc;
      const status = doc.status === 'approved' ? 'approved' : 'rejected';
      return { createdAt: doc.createdAt, reviewedAt: doc.reviewedAt ?? '', status };
    });
  }

  async listReports({ status, limit, offset }: ListReportsQuery): Promise<ReportView[]> {
    const { c } = await this.view();
    const filter = status ? { status: REPORT_STATUS[status] } : {};
    const rows = await c.reports
      .find({ ...filter, doc: { $ne: null } })
      .sort({ sequence: -1 })
      .skip(offset)
      .limit(limit)
      .toArray();
    return this.withBotNames(rows.map((row) => row['doc'] as ReportDoc));
  }

  async getReport(id: string): Promise<ReportView | null> {
    const doc = await this.docOf((c) => c.reports, id);
    return doc ? ((await this.withBotNames([doc as ReportDoc]))[0] ?? null) : null;
  }

  /** Each report with its bot's current name, from the bots collection (one query per page). */
  private async withBotNames(docs: ReportDoc[]): Promise<ReportView[]> {
    const { c } = await this.view();
    const ids = [...new Set(docs.map((doc) => doc.botId))];
    const bots = await c.bots
      .find({ _id: { $in: ids }, doc: { $ne: null } })
      .project({ 'doc.bot.name': 1 })
      .toArray();
    const names = new Map(
      bots.map((row) => [row._id as unknown as number, (row['doc'] as BotDoc).bot.name]),
    );
    return docs.map((doc) => toReportView(doc, names.get(doc.botId) ?? null));
  }

  async notificationWebhook(userId: string): Promise<NotificationWebhookView | null> {
    const doc = await this.docOf((c) => c.notificationWebhooks, userId);
    return doc as NotificationWebhookView | null;
  }

  async developerPageHidden(userId: string): Promise<boolean> {
    return (await this.docOf((c) => c.developerPages, userId)) !== null;
  }

  async userNotifications(userId: string): Promise<NotificationView[]> {
    return (
      ((await this.docOf((c) => c.notifications, userId)) as NotificationsDoc | null)?.items ?? []
    );
  }

  async botHistory(botId: number): Promise<BotHistoryRecord[] | null> {
    const doc = (await this.docOf((c) => c.botHistory, String(botId))) as BotHistoryDoc | null;
    return doc?.entries ?? null;
  }

  async listBans({ limit, offset }: ListBansQuery): Promise<BanRecord[]> {
    const { c } = await this.view();
    const rows = await c.bans
      .find({ doc: { $ne: null } })
      .sort({ sequence: -1 })
      .skip(offset)
      .limit(limit)
      .toArray();
    return rows.map((row) => toBanRecord(row['doc'] as BanDoc));
  }

  async userBans(userId: string): Promise<BanRecord | null> {
    const doc = (await this.docOf((c) => c.bans, userId)) as BanDoc | null;
    return doc ? toBanRecord(doc) : null;
  }

  private async docOf(
    collection: (c: MongoView['c']) => MongoCollection,
    id: string,
  ): Promise<unknown> {
    const { c } = await this.view();
    const row = await collection(c).findOne({ _id: id, doc: { $ne: null } });
    return row ? row['doc'] : null;
  }
}
