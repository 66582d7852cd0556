/** Who holds a bot: its main owner and up to MAX_CO_OWNERS co-owners (Discord user ids). */
export interface BotOwnership {
  ownerId: string;
  coOwnerIds: readonly string[];
}

export const MAX_CO_OWNERS = 5;

/** Delete, transfer and changes to the co-owners are the main owner's alone. */
export function isMainOwner(bot: BotOwnership, actorId: string): boolean {
  return bot.ownerId === actorId;
}

/**
 * Edit, resubmit, tokens, webhooks and analytics: the main owner or a current co-owner. Always
 * asked of the bot's current state, never of a session, so a removed co-owner loses access at once.
 */
export function canManageBot(bot: BotOwnership, actorId: string): boolean {
  return isMainOwner(bot, actorId) || bot.coOwnerIds.includes(actorId);
}
