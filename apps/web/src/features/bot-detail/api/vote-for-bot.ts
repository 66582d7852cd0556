import useSWR, { mutate } from 'swr';
import { apiGet, apiSend } from '@/lib/api-client';
import { refreshBotPage } from '@/lib/api/get-bot';
import { botKeys } from '@/lib/query-keys/bot-keys';

export interface MyVote {
  votedAt: string | null;
  /** Seconds until the visitor may vote again (0: now). */
  retryAfter: number;
  /** Whether the visitor is notified when they may vote again. */
  reminder: boolean;
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

/** Turns the visitor's reminder on or off (the box moves at once), then reads the setting back. */
export async function setVoteReminder(botId: number, enabled: boolean): Promise<void> {
  const flipped = (current?: MyVote): MyVote => ({
    votedAt: current?.votedAt ?? null,
    retryAfter: current?.retryAfter ?? 0,
    reminder: enabled,
  });
  await mutate<MyVote>(
    botKeys.myVote(botId),
    async (current) => {
      await apiSend('PUT', `/api/bots/${botId}/vote-reminder`, { enabled });
      return flipped(current);
    },
    { optimisticData: flipped, rollbackOnError: true },
  );
}
