import type { CannedReasonView, ReviewerDecisionRow, StaffActivityPage } from '@botdir/contracts';
import type { SubmissionDoc } from '../projections/submissions.projection';
import { toCannedReasonView, type CannedReasonDoc } from '../projections/canned-reasons.projection';
import type { BotDoc } from '../projections/bots.projection';
import {
  toStaffActivityPage,
  type StaffActivityDoc,
} from '../projections/staff-activity.projection';
import type { StaffActivityQuery } from '../read-store.port';
import type { MongoView } from './mongo-state';

/** What staff read about staff work: the activity log, the canned reasons. */
export class MongoStaffQueries {
  constructor(private readonly view: () => Promise<MongoView>) {}

  /** Decisions reviewed at or after `since`, with their reviewer and claim start. */
  async reviewerDecisions(since: string): Promise<ReviewerDecisionRow[]> {
    const { c } = await this.view();
    const rows = await c.submissions
      .find({
        status: { $in: ['approved', 'rejected'] },
        'doc.reviewedAt': { $gte: since },
        'doc.reviewerId': { $exists: true },
      })
      .sort({ sequence: 1 })
      .toArray();
    return rows.map((row) => {
      const doc = row['doc'] as SubmissionDoc;
      return {
        reviewerId: doc.reviewerId ?? '',
        reviewerName: doc.reviewedBy ?? '',
        decision: doc.status === 'approved' ? 'approved' : 'rejected',
        reviewedAt: doc.reviewedAt ?? '',
        claimedAt: doc.decisionClaimedAt ?? null,
      };
    });
  }

  async cannedReasons(): Promise<CannedReasonView[]> {
    const { c } = await this.view();
    const rows = await c.cannedReasons
      .find({ doc: { $ne: null } })
      .sort({ sequence: 1 })
      .toArray();
    return rows.map((row) => toCannedReasonView(row['doc'] as CannedReasonDoc));
  }

  async staffActivity(query: StaffActivityQuery): Promise<StaffActivityPage> {
    const { c } = await this.view();
    const at = {
      ...(query.from !== undefined && { $gte: query.from }),
      ...(query.to !== undefined && { $lt: query.to }),
    };
    const filter = {
      doc: { $ne: null },
      ...(query.staffId !== undefined && { staffId: query.staffId }),
      ...(query.action !== undefined && { action: query.action }),
      ...(Object.keys(at).length > 0 && { at }),
      ...(query.before !== undefined && { sequence: { $lt: query.before } }),
    };
    const rows = await c.staffActivity
      .find(filter)
      .sort({ sequence: -1 })
      .limit(query.limit + 1)
      .toArray();
    const docs = rows.map((row) => row['doc'] as StaffActivityDoc);
    const ids = [...new Set(docs.flatMap((doc) => (doc.botId === null ? [] : [doc.botId])))];
    const bots = await c.bots
      .find({ _id: { $in: ids }, doc: { $ne: null } })
      .project({ 'doc.bot.name': 1 })
      .toArray();
    const names = new Map(
      bots.map((row) => [row._id as unknown as number, (row['doc'] as BotDoc).bot.name]),
    );
    const named = docs.map((doc) => ({
      doc,
      botName: doc.botId === null ? null : (names.get(doc.botId) ?? null),
    }));
    return toStaffActivityPage(named, query.limit);
  }
}
