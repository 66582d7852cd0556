import { botKeys } from './bot-keys';

/** A tag page's bots: a bot list, so whatever refreshes the lists refreshes it too. */
export const tagKeys = {
  bots: (tag: string) => [...botKeys.lists(), 'tag', tag] as const,
};
