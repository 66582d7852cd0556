import type { BotSort, SubmissionStatus, TrendingWindow } from '@botdir/contracts';

/** An SWR key: a path of parts from the resource down to one request's parameters. */
export type QueryKey = readonly unknown[];

/** Matches every cached key under `prefix`, for `mutate(matcher)` (SWR hands it the key as given). */
export const keysUnder =
  (prefix: QueryKey) =>
  (key: unknown): boolean =>
    Array.isArray(key) && prefix.every((part, index) => Object.is(key[index], part));

export interface BotListParams {
  search?: string;
  category?: string;
  sort?: BotSort;
  limit?: number;
  offset?: number;
  /** Only bots created within the last N days. */
  days?: number;
}

/** Published bots, as the public lists and pages show them, and the owner's own list. */
export const botKeys = {
  all: ['bots'] as const,
  lists: () => [...botKeys.all, 'list'] as const,
  list: (params: BotListParams) => [...botKeys.lists(), params] as const,
  featured: () => [...botKeys.all, 'featured'] as const,
  trending: (window: TrendingWindow, limit?: number) =>
    [...botKeys.all, 'trending', window, limit ?? null] as const,
  details: () => [...botKeys.all, 'detail'] as const,
  detail: (id: number) => [...botKeys.details(), id] as const,
  mine: () => [...botKeys.all, 'mine'] as const,
};

export const submissionKeys = {
  all: ['submissions'] as const,
  mine: () => [...submissionKeys.all, 'mine'] as const,
  /** Everything the staff screens read: the lists and each submission's history. */
  review: () => [...submissionKeys.all, 'review'] as const,
  reviewList: (status?: SubmissionStatus) =>
    [...submissionKeys.review(), 'list', status ?? 'any'] as const,
  history: (submissionId: string) => [...submissionKeys.review(), 'history', submissionId] as const,
};

export const categoryKeys = { all: ['categories'] as const };

export const statsKeys = { all: ['stats'] as const };

export const authKeys = { user: ['auth', 'user'] as const };
