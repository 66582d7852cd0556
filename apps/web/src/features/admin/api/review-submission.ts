import type { ReviewDecision } from '@botdir/contracts';
import { apiSend } from '@/lib/api-client';
import { revalidateAfterReview } from './revalidate-after-review';

export interface ReviewInput {
  status: ReviewDecision;
  reviewNotes: string;
  reviewedBy: string;
}

/** POST /api/admin/submissions/:id/review, then refresh submissions, bots and stats. */
export async function reviewSubmission(submissionId: string, input: ReviewInput): Promise<void> {
  await apiSend('POST', `/api/admin/submissions/${encodeURIComponent(submissionId)}/review`, input);
  await revalidateAfterReview();
}
