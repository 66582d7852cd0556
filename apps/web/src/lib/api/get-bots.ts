import useSWR from 'swr';
import { firstViewOptions } from '@/lib/first-view-answers';
import type { BotView } from '@botdir/contracts';
import { apiGetPage, type ApiPage } from '@/lib/api-client';
import { queryString } from '@/lib/query-string';
import { botKeys, type BotListParams } from '@/lib/query-keys/bot-keys';

const botsPath = (params: BotListParams) =>
  `/api/bots${queryString({ approved: true, ...params })}`;

export function getBots(params: BotListParams): Promise<ApiPage<BotView>> {
  return apiGetPage<BotView>(botsPath(params));
}

/** The page's inline answer for this list, as SWR options (see firstViewOptions). */
export function firstViewBotsOptions(params: BotListParams | null) {
  return firstViewOptions(params ? botsPath(params) : null, (answer) => ({
    items: answer.body as BotView[],
    total: answer.totalCount ?? (answer.body as BotView[]).length,
  }));
}

/** Approved bots matching the filters; pass null to not ask at all. */
export function useBots(params: BotListParams | null) {
  return useSWR<ApiPage<BotView>>(
    params ? botKeys.list(params) : null,
    () => getBots(params ?? {}),
    firstViewBotsOptions(params),
  );
}
