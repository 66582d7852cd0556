import { canManageBot, type BotAnalyticsView, type CommandActor } from '@botdir/contracts';
import type { BotReads } from '@botdir/read-store';
import { botErrors } from '../../domain/bot.errors';

/** The owner's, a co-owner's (or staff's) daily numbers for one live or pending bot. */
export async function readBotAnalytics(
  reads: BotReads,
  actor: CommandActor,
  botId: number,
  days: number,
): Promise<BotAnalyticsView> {
  const bot = await reads.getBot(botId);
  if (!bot || bot.status === 'deleted') throw botErrors.notFound();
  if (!canManageBot(bot, actor.id) && !actor.isStaff) throw botErrors.notOwner();
  const today = new Date().toISOString().slice(0, 10);
  const series = await reads.botAnalytics({ botId, today, days });
  return { botId, days, series };
}
