/** An SWR key: a path of parts from the resource down to one request's parameters. */
export type QueryKey = readonly unknown[];

/** Matches every cached key under `prefix`, for `mutate(matcher)` (SWR hands it the key as given). */
export const keysUnder =
  (prefix: QueryKey) =>
  (key: unknown): boolean =>
    Array.isArray(key) && prefix.every((part, index) => Object.is(key[index], part));
