import { apiSend } from '@/lib/api-client';
import { revalidateUserData } from './revalidate-user-data';

/** DELETE /api/bots/:id removes a live bot from the directory. */
export async function deleteBot(botId: number): Promise<void> {
  await apiSend('DELETE', `/api/bots/${botId}`);
  await revalidateUserData();
}
