import useSWR from 'swr';
import type { UserBotView } from '@botdir/contracts';
import { apiGet } from '@/lib/api-client';

export const USER_BOTS_KEY = '/api/user/bots';

export const getUserBots = () => apiGet<UserBotView[]>(USER_BOTS_KEY);

/** Only asked for once somebody is logged in (spec section 7). */
export function useUserBots(enabled: boolean) {
  return useSWR<UserBotView[]>(enabled ? USER_BOTS_KEY : null, getUserBots);
}
