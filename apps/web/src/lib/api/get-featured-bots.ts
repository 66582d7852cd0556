import useSWR from 'swr';
import { firstViewOptions } from '@/lib/first-view-answers';
import type { BotView } from '@botdir/contracts';
import { apiGet } from '@/lib/api-client';
import { botKeys } from '@/lib/query-keys/bot-keys';

export function getFeaturedBots(): Promise<BotView[]> {
  return apiGet<BotView[]>('/api/bots/featured');
}

export function useFeaturedBots() {
  return useSWR<BotView[]>(
    botKeys.featured(),
    getFeaturedBots,
    firstViewOptions('/api/bots/featured'),
  );
}
