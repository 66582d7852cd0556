import { mutate } from 'swr';

const startsWithAny = (prefixes: readonly string[]) => (key: unknown) =>
  typeof key === 'string' && prefixes.some((prefix) => key.startsWith(prefix));

/**
 * Lists on screen (`visible`) are refetched in place. Other cached lists (`elsewhere`) are
 * dropped, because with revalidateIfStale off a cached list would never refetch on remount.
 */
export async function refreshCachedLists(
  visible: readonly string[],
  elsewhere: readonly string[],
): Promise<void> {
  const isVisible = startsWithAny(visible);
  const isElsewhere = startsWithAny(elsewhere);
  await Promise.all([
    mutate(isVisible),
    mutate((key) => isElsewhere(key) && !isVisible(key), undefined, { revalidate: true }),
  ]);
}
