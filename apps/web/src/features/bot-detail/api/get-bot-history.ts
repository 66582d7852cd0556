import useSWR from 'swr';
import type { BotHistoryEntry } from '@botdir/contracts';
import { apiGet } from '@/lib/api-client';
import { botKeys } from '@/lib/query-keys/bot-keys';

export const getBotHistory = (botId: number) =>
  apiGet<BotHistoryEntry[]>(`/api/bots/${botId}/history`);

/** GET /api/bots/:id/history, loaded while the History tab is shown. */
export function useBotHistory(botId: number) {
  return useSWR<BotHistoryEntry[]>(botKeys.history(botId), () => getBotHistory(botId));
}
