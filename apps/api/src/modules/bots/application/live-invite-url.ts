import type { BotLookup } from '@botdir/read-store';
import { botErrors } from '../domain/bot.errors';

/** Where the invite redirect sends a visitor: a live bot's invite URL; any other bot is a 404. */
export async function liveInviteUrl(reads: BotLookup, botId: number): Promise<string> {
  const bot = await reads.getBot(botId);
  if (!bot || bot.status !== 'live') throw botErrors.notListed();
  return bot.inviteUrl;
}
