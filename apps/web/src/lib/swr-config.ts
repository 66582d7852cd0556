import type { SWRConfiguration } from 'swr';

/**
 * Spec section 4: no automatic retry, no refetch on focus, reconnect or interval, never stale.
 * There is no global fetcher: every hook pairs its key (from lib/query-keys) with its fetcher.
 */
export const swrConfig: SWRConfiguration = {
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
};
