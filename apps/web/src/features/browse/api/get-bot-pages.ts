import useSWRInfinite from 'swr/infinite';
import type { BotView } from '@botdir/contracts';
import type { ApiPage } from '@/lib/api-client';
import { getBots } from '@/lib/api/get-bots';
import { botKeys, type BotListParams } from '@/lib/query-keys/bot-keys';

/** Page after page of the same list, for "Load more"; each page is cached as one list. */
export function useBotPages(params: Omit<BotListParams, 'offset' | 'limit'>, pageSize: number) {
  return useSWRInfinite<ApiPage<BotView>>(
    (pageIndex, previous: ApiPage<BotView> | null) => {
      if (previous && previous.items.length < pageSize) return null;
      return botKeys.list({ ...params, limit: pageSize, offset: pageIndex * pageSize });
    },
    ([, , pageParams]: ReturnType<typeof botKeys.list>) => getBots(pageParams),
    { revalidateFirstPage: false },
  );
}
