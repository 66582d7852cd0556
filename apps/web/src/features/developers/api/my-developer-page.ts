import useSWR, { mutate } from 'swr';
import { apiGet, apiSend } from '@/lib/api-client';
import { developerKeys } from '@/lib/query-keys/developer-keys';
import type { DeveloperPage } from './get-developer-page';

export interface MyDeveloperPage {
  hidden: boolean;
  /** Null until the caller has a live bot. */
  page: DeveloperPage | null;
}

/** The caller's own page, even when hidden; `enabled` false asks nothing (logged out, others). */
export function useMyDeveloperPage(enabled: boolean) {
  return useSWR<MyDeveloperPage>(enabled ? developerKeys.mine() : null, () =>
    apiGet<MyDeveloperPage>('/api/user/developer-page'),
  );
}

/** Hides or shows the caller's page (the switch moves at once), then refreshes both views of it. */
export async function setDeveloperPageHidden(userId: string, hidden: boolean): Promise<void> {
  const flipped = (current?: MyDeveloperPage): MyDeveloperPage => ({
    page: current?.page ?? null,
    hidden,
  });
  await mutate<MyDeveloperPage>(
    developerKeys.mine(),
    async (current) => {
      await apiSend('PUT', '/api/user/developer-page', { hidden });
      return flipped(current);
    },
    { optimisticData: flipped, rollbackOnError: true },
  );
  await mutate(developerKeys.page(userId));
}
