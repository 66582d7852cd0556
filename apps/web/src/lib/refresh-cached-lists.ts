import { mutate } from 'swr';
import { keysUnder, type QueryKey } from './query-keys/query-key';

const underAny = (prefixes: readonly QueryKey[]) => {
  const matchers = prefixes.map(keysUnder);
  return (key: unknown) => matchers.some((matches) => matches(key));
};

/**
 * Data on screen (`visible`, key prefixes from the key factories) is refetched in place. Other
 * cached data (`elsewhere`) is dropped, because with revalidateIfStale off a cached entry would
 * never refetch on remount.
 */
export async function refreshCachedLists(
  visible: readonly QueryKey[],
  elsewhere: readonly QueryKey[],
): Promise<void> {
  const isVisible = underAny(visible);
  const isElsewhere = underAny(elsewhere);
  await Promise.all([
    mutate(isVisible),
    mutate((key) => isElsewhere(key) && !isVisible(key), undefined, { revalidate: true }),
  ]);
}
