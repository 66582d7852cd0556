import type { BotData } from '@botdir/contracts';
import { apiSend } from '@/lib/api-client';
import { revalidateUserData } from './revalidate-user-data';

/** POST /api/submissions/:id/resubmit; without botData the stored data goes back to review. */
export async function resubmitSubmission(submissionId: string, botData?: BotData): Promise<void> {
  const body = botData ? { botData } : {};
  await apiSend('POST', `/api/submissions/${encodeURIComponent(submissionId)}/resubmit`, body);
  await revalidateUserData();
}
