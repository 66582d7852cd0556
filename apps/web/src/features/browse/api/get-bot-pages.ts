import useSWRInfinite, { type SWRInfiniteConfiguration } from 'swr/infinite';
import type { BotView } from '@botdir/contracts';
import type { ApiPage } from '@/lib/api-client';
import { firstViewBotsOptions, getBots } from '@/lib/api/get-bots';
import { botKeys, type BotListParams } from '@/lib/query-keys/bot-keys';

/** Page after page of the same list, for "Load more"; each page is cached as one list. */
export function useBotPages(params: Omit<BotListParams, 'offset' | 'limit'>, pageSize: number) {
  const firstPage = firstViewBotsOptions({ ...params, limit: pageSize, offset: 0 }).fallbackData;
  // The page's inline first page stands in for the first request.
  const config: SWRInfiniteConfiguration<ApiPage<BotView>> = firstPage
    ? { revalidateFirstPage: false, fallbackData: [firstPage], revalidateOnMount: false }
    : { revalidateFirstPage: false };
  return useSWRInfinite<ApiPage<BotView>>(
    (pageIndex, previous: ApiPage<BotView> | null) => {
      if (previous && previous.items.length < pageSize) return null;
      return botKeys.list({ ...params, limit: pageSize, offset: pageIndex * pageSize });
    },
    ([, , pageParams]: ReturnType<typeof botKeys.list>) => getBots(pageParams),
    config,
  );
}
