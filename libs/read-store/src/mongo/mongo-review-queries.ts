import type { ReviewDecisionRow } from '@botdir/contracts';
import type { SubmissionDoc } from '../projections/submissions.projection';
import type { MongoView } from './mongo-state';

/** The review queue and recent decisions, from the submissions read model. */
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
}
