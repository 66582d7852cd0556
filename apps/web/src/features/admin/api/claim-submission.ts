import { apiSend } from '@/lib/api-client';
import { revalidateAfterReview } from './revalidate-after-review';

/** POST (claim or renew for 30 minutes) or DELETE (release) /api/admin/submissions/:id/claim. */
export async function setSubmissionClaim(submissionId: string, claimed: boolean): Promise<void> {
  const path = `/api/admin/submissions/${encodeURIComponent(submissionId)}/claim`;
  await apiSend(claimed ? 'POST' : 'DELETE', path);
  await revalidateAfterReview();
}
