/**
 * Who owns a bot, as every review rule asks it (replying, not reviewing one's own): one place,
 * so co-owners extend it here.
 */
export function botOwnerIds(bot: { ownerId: string } | null): string[] {
  return bot ? [bot.ownerId] : [];
}
