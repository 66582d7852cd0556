import type { ReviewDecision } from '@botdir/contracts';
import { ApiError, apiSend } from '@/lib/api-client';
import { revalidateAfterReview } from './revalidate-after-review';

export interface ReviewInput {
  status: ReviewDecision;
  reviewNotes: string;
  /** Canned reject reasons picked by the reviewer (rejections only). */
  reasonIds?: string[];
  reviewedBy: string;
  overrideClaim?: boolean;
}

const isClaimedByAnother = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.body?.code === 'SUBMISSION.CLAIMED';

/**
 * POST /api/admin/submissions/:id/review, then refresh submissions, bots and stats. Past another
 * reviewer's claim only after a confirmation; the history records it.
 */
export async function reviewSubmission(submissionId: string, input: ReviewInput): Promise<void> {
  const path = `/api/admin/submissions/${encodeURIComponent(submissionId)}/review`;
  try {
    await apiSend('POST', path, input);
  } catch (error) {
    if (!isClaimedByAnother(error) || !window.confirm(`${error.serverMessage ?? ''}`)) throw error;
    await apiSend('POST', path, { ...input, overrideClaim: true });
  }
  await revalidateAfterReview();
}
