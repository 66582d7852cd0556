import type { BotView } from '@botdir/contracts';
import { publicDeveloperBots, type BotReads } from '@botdir/read-store';

export interface DeveloperPageView {
  user: { id: string; username: string };
  bots: BotView[];
  /** `rating`: the average of every rating of the bots, in tenths of a star (0: none yet). */
  totals: { servers: number; votes: number; rating: number; ratingCount: number };
}

/** The page of a developer with live bots (newest first): their name is the newest bot's owner name. */
export function developerPage(userId: string, bots: BotView[]): DeveloperPageView | null {
  const newest = bots[0];
  if (!newest) return null;
  const sum = (of: (bot: BotView) => number) => bots.reduce((total, bot) => total + of(bot), 0);
  const ratingCount = sum((bot) => bot.ratingCount);
  const rated = sum((bot) => bot.rating * bot.ratingCount);
  return {
    user: { id: userId, username: newest.ownerName },
    bots,
    totals: {
      servers: sum((bot) => bot.serverCount),
      votes: sum((bot) => bot.voteCount),
      rating: ratingCount === 0 ? 0 : Math.round(rated / ratingCount),
      ratingCount,
    },
  };
}

/** The page as the public sees it: null when the developer has no live bot or hid their page. */
export async function readPublicDeveloperPage(
  reads: Pick<BotReads, 'developerBots' | 'developerPageHidden'>,
  userId: string,
): Promise<DeveloperPageView | null> {
  return developerPage(userId, await publicDeveloperBots(reads, userId));
}
