import type { ReviewSort } from '@botdir/contracts';

/** A bot's written reviews: its pages and the signed-in visitor's own. */
export const reviewKeys = {
  all: ['reviews'] as const,
  bot: (botId: number) => [...reviewKeys.all, botId] as const,
  page: (botId: number, sort: ReviewSort, page: number) =>
    [...reviewKeys.bot(botId), 'page', sort, page] as const,
  mine: (botId: number) => [...reviewKeys.bot(botId), 'mine'] as const,
  /** Staff: flagged reviews not yet hidden (the Reports tab). */
  flagged: () => [...reviewKeys.all, 'flagged'] as const,
};
