import useSWR from 'swr';
import { firstViewOptions } from '@/lib/first-view-answers';
import type { BotPageView } from '@botdir/contracts';
import { apiGet } from '@/lib/api-client';
import { botKeys } from '@/lib/query-keys/bot-keys';

const botPath = (id: number) => `/api/bots/${id}`;

export function getBot(id: number): Promise<BotPageView> {
  return apiGet<BotPageView>(botPath(id));
}

/** One published bot (its page, or the Featured toggle of its submission); null to not ask. */
export function useBot(id: number | null) {
  return useSWR<BotPageView>(
    id === null ? null : botKeys.detail(id),
    () => getBot(id ?? 0),
    firstViewOptions(id === null ? null : botPath(id)),
  );
}
