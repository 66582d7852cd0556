import type { BotData } from '@botdir/contracts';
import { apiSend } from '@/lib/api-client';
import { revalidateUserData } from './revalidate-user-data';

/** PUT /api/bots/:id replaces the whole listing. */
export async function updateBot(botId: number, botData: BotData): Promise<void> {
  await apiSend('PUT', `/api/bots/${botId}`, { botData });
  await revalidateUserData();
}
