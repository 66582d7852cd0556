import useSWR, { mutate } from 'swr';
import { apiGet, apiSend } from '@/lib/api-client';
import { refreshBotPage } from '@/lib/api/get-bot';
import { botKeys } from '@/lib/query-keys/bot-keys';

export interface MyVote {
  votedAt: string | null;
  /** Seconds until the visitor may vote again (0: now). */
  retryAfter: number;
}

export const getMyVote = (botId: number) => apiGet<MyVote>(`/api/bots/${botId}/votes/me`);

/** The signed-in visitor's cooldown on this bot (null key while signed out). */
export function useMyVote(botId: number, signedIn: boolean) {
  return useSWR<MyVote>(signedIn ? botKeys.myVote(botId) : null, () => getMyVote(botId));
}

/** Casts the visitor's vote, then reloads the bot's counts and the cooldown. */
export async function voteForBot(botId: number): Promise<void> {
  await apiSend('POST', `/api/bots/${botId}/votes`);
  await Promise.all([refreshBotPage(botId), mutate(botKeys.myVote(botId))]);
}
