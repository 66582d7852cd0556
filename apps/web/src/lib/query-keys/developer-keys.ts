import { botKeys } from './bot-keys';

/** A developer page's bots and totals: a bot list, refreshed with the lists. */
export const developerKeys = {
  page: (userId: string) => [...botKeys.lists(), 'developer', userId] as const,
  /** The caller's own page, hidden or not. */
  mine: () => [...botKeys.lists(), 'developer', 'mine'] as const,
};
