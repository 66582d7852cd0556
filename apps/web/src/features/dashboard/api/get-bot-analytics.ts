import useSWR from 'swr';
import type { BotAnalyticsView } from '@botdir/contracts';
import { apiGet } from '@/lib/api-client';
import { botKeys } from '@/lib/query-keys/bot-keys';

export const getBotAnalytics = (botId: number, days: number) =>
  apiGet<BotAnalyticsView>(`/api/user/bots/${botId}/analytics?days=${days}`);

export function useBotAnalytics(botId: number, days: number) {
  return useSWR<BotAnalyticsView>(botKeys.analytics(botId, days), () =>
    getBotAnalytics(botId, days),
  );
}
