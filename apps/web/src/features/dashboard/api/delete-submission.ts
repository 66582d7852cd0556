import { apiSend } from '@/lib/api-client';
import { revalidateUserData } from './revalidate-user-data';

/** DELETE /api/submissions/:id withdraws a pending submission (and its pending bot). */
export async function deleteSubmission(submissionId: string): Promise<void> {
  await apiSend('DELETE', `/api/submissions/${encodeURIComponent(submissionId)}`);
  await revalidateUserData();
}
