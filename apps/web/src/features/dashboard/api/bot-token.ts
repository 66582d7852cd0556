import { mutate } from 'swr';
import { apiSend } from '@/lib/api-client';
import { botKeys } from '@/lib/query-keys/bot-keys';

/** Issues (or rotates) the token; the answer is the only time it is shown. */
export async function issueBotToken(botId: number): Promise<string> {
  const { token } = await apiSend<{ token: string }>('POST', `/api/bots/${botId}/token`);
  // The dashboard's list carries each bot's token date.
  await mutate(botKeys.mine());
  return token;
}
