import { apiSend } from '@/lib/api-client';
import { revalidateAfterReview } from './revalidate-after-review';

/** POST /api/admin/submissions/:id/notes: an internal note the owner never sees. */
export async function addStaffNote(submissionId: string, note: string): Promise<void> {
  await apiSend('POST', `/api/admin/submissions/${encodeURIComponent(submissionId)}/notes`, {
    note,
  });
  await revalidateAfterReview();
}
