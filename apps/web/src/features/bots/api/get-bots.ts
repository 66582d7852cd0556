import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { BotSort, BotView } from '@botdir/contracts';
import { apiGetPage, type ApiPage } from '@/lib/api-client';
import { queryString } from '@/lib/query-string';

export interface BotListParams {
  search?: string;
  category?: string;
  sort?: BotSort;
  limit?: number;
  offset?: number;
  /** Only bots created within the last N days. */
  days?: number;
}

export function botsPath(params: BotListParams): string {
  return `/api/bots${queryString({ approved: true, ...params })}`;
}

export function getBots(params: BotListParams): Promise<ApiPage<BotView>> {
  return apiGetPage<BotView>(botsPath(params));
}

/** Approved bots matching the filters; pass null to not ask at all. */
export function useBots(params: BotListParams | null) {
  return useSWR<ApiPage<BotView>>(params ? botsPath(params) : null, () => getBots(params ?? {}));
}

/** Page after page of the same list, for "Load more". */
export function useBotPages(params: Omit<BotListParams, 'offset' | 'limit'>, pageSize: number) {
  return useSWRInfinite<ApiPage<BotView>>(
    (pageIndex, previous: ApiPage<BotView> | null) => {
      if (previous && previous.items.length < pageSize) return null;
      return botsPath({ ...params, limit: pageSize, offset: pageIndex * pageSize });
    },
    (path: string) => apiGetPage<BotView>(path),
    { revalidateFirstPage: false },
  );
}
