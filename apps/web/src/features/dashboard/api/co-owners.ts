import { apiSend } from '@/lib/api-client';
import { revalidateUserData } from './revalidate-user-data';

/** PUT/DELETE /api/bots/:id/co-owners/:userId (the main owner only). */
export async function changeCoOwner(botId: number, userId: string, add: 'add' | 'remove') {
  const method = add === 'add' ? 'PUT' : 'DELETE';
  await apiSend(method, `/api/bots/${botId}/co-owners/${encodeURIComponent(userId)}`);
  await revalidateUserData();
}

/** POST /api/bots/:id/transfer: offers the bot to another user. */
export async function offerTransfer(botId: number, toUserId: string) {
  await apiSend('POST', `/api/bots/${botId}/transfer`, { toUserId });
  await revalidateUserData();
}

/** POST /api/bots/:id/transfer/accept, or DELETE /api/bots/:id/transfer (withdraw or decline). */
export async function answerTransfer(botId: number, answer: 'accept' | 'cancel') {
  if (answer === 'accept') await apiSend('POST', `/api/bots/${botId}/transfer/accept`);
  else await apiSend('DELETE', `/api/bots/${botId}/transfer`);
  await revalidateUserData();
}
