import type { BotData } from '@botdir/contracts';
import { apiSend } from '@/lib/api-client';
import { revalidateUserData } from './revalidate-user-data';

/** PUT /api/submissions/:id: the owner replaces a pending submission; it keeps its queue place. */
export async function editPendingSubmission(submissionId: string, botData: BotData): Promise<void> {
  await apiSend('PUT', `/api/submissions/${encodeURIComponent(submissionId)}`, { botData });
  await revalidateUserData();
}
