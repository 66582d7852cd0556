import useSWR, { mutate } from 'swr';
import { apiGet, apiSend } from '@/lib/api-client';
import { botKeys } from '@/lib/query-keys/bot-keys';

const tokenKey = (botId: number) => [...botKeys.detail(botId), 'token'] as const;

/** Whether the bot has a token (never the token itself). */
export function useBotTokenStatus(botId: number) {
  return useSWR<{ issuedAt: string | null }>(tokenKey(botId), () =>
    apiGet(`/api/bots/${botId}/token`),
  );
}

/** Issues (or rotates) the token; the answer is the only time it is shown. */
export async function issueBotToken(botId: number): Promise<string> {
  const { token } = await apiSend<{ token: string }>('POST', `/api/bots/${botId}/token`);
  await mutate(tokenKey(botId));
  return token;
}
