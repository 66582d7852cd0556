import useSWR from 'swr';
import type { BotView } from '@botdir/contracts';
import { apiGetPage, type ApiPage } from '@/lib/api-client';
import { queryString } from '@/lib/query-string';
import { botKeys, type BotListParams } from '@/lib/query-keys/bot-keys';

export function getBots(params: BotListParams): Promise<ApiPage<BotView>> {
  return apiGetPage<BotView>(`/api/bots${queryString({ approved: true, ...params })}`);
}

/** Approved bots matching the filters; pass null to not ask at all. */
export function useBots(params: BotListParams | null) {
  return useSWR<ApiPage<BotView>>(params ? botKeys.list(params) : null, () =>
    getBots(params ?? {}),
  );
}
