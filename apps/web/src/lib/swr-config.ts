import type { SWRConfiguration } from 'swr';
import { apiGet } from './api-client';

/** Spec section 4: no automatic retry, no refetch on focus, reconnect or interval, never stale. */
export const swrConfig: SWRConfiguration = {
  fetcher: (path: string) => apiGet(path),
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
};
