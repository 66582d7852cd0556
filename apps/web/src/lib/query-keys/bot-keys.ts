import type { BotSort, TrendingSignal, TrendingWindow } from '@botdir/contracts';

export interface BotListParams {
  search?: string;
  /** The search as typed, never corrected. */
  exact?: boolean;
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
  trending: (window: TrendingWindow, limit?: number, by: TrendingSignal = 'invites') =>
    [...botKeys.all, 'trending', window, limit ?? null, by] as const,
  details: () => [...botKeys.all, 'detail'] as const,
  detail: (id: number | string) => [...botKeys.details(), id] as const,
  mine: () => [...botKeys.all, 'mine'] as const,
  /** The signed-in visitor's vote cooldown on one bot. */
  myVote: (id: number) => [...botKeys.detail(id), 'my-vote'] as const,
  /** The bot's public change history (the History tab). */
  history: (id: number) => [...botKeys.detail(id), 'history'] as const,
  /** The owner's analytics of one bot over `days`. */
  analytics: (id: number, days: number) => [...botKeys.detail(id), 'analytics', days] as const,
};
