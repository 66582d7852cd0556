import useSWR from 'swr';
import type { BotView } from '@botdir/contracts';
import { apiGet } from '@/lib/api-client';

export const botKey = (botId: number) => `/api/bots/${botId}`;

export const getBot = (botId: number) => apiGet<BotView>(botKey(botId));

/** The published bot behind an approved submission (for its Featured state). */
export function useBot(botId: number) {
  return useSWR<BotView>(botKey(botId), () => getBot(botId));
}
