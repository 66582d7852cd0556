import useSWR from 'swr';
import type { BotView } from '@botdir/contracts';
import { apiGet } from '@/lib/api-client';

export function botPath(id: number): string {
  return `/api/bots/${id}`;
}

export function getBot(id: number): Promise<BotView> {
  return apiGet<BotView>(botPath(id));
}

/** One bot; pass null (an invalid id) to not ask. */
export function useBot(id: number | null) {
  return useSWR<BotView>(id === null ? null : botPath(id), () => getBot(id ?? 0));
}
