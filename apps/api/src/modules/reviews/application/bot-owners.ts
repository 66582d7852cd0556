import type { BotOwnership } from '@botdir/contracts';

/**
 * Who owns a bot, as every review rule asks it (replying, not reviewing one's own): the main
 * owner and the current co-owners.
 */
export function botOwnerIds(bot: (Pick<BotOwnership, 'ownerId'> & Partial<BotOwnership>) | null) {
  return bot ? [bot.ownerId, ...(bot.coOwnerIds ?? [])] : [];
}
