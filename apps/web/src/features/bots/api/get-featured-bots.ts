import useSWR from 'swr';
import type { BotView } from '@botdir/contracts';
import { apiGet } from '@/lib/api-client';

export const FEATURED_BOTS_KEY = '/api/bots/featured';

export function getFeaturedBots(): Promise<BotView[]> {
  return apiGet<BotView[]>(FEATURED_BOTS_KEY);
}

export function useFeaturedBots() {
  return useSWR<BotView[]>(FEATURED_BOTS_KEY, getFeaturedBots);
}
