import useSWR from 'swr';
import type { DashboardBotView, WithCategoryNames } from '@botdir/contracts';
import { apiGet } from '@/lib/api-client';
import { botKeys } from '@/lib/query-keys/bot-keys';

export const getUserBots = () => apiGet<WithCategoryNames<DashboardBotView>[]>('/api/user/bots');

/** Only asked for once somebody is logged in (spec section 7). */
export function useUserBots(enabled: boolean) {
  return useSWR<WithCategoryNames<DashboardBotView>[]>(
    enabled ? botKeys.mine() : null,
    getUserBots,
  );
}
