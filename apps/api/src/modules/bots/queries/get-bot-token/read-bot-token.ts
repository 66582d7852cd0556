import { botStream, canManageBot, type CommandActor } from '@botdir/contracts';
import type { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { botDecider } from '../../domain/bot.decider';
import { botErrors } from '../../domain/bot.errors';

/** Whether the bot has a token (never the token itself): Generate or Regenerate. */
export async function readBotToken(
  executor: CommandExecutor,
  actor: CommandActor,
  botId: number,
): Promise<{ issuedAt: string | null }> {
  const bot = await executor.load(botDecider, botStream(botId));
  if (bot.status !== 'live') throw botErrors.notFound();
  if (!canManageBot(bot, actor.id) && !actor.isStaff) throw botErrors.notOwner();
  return { issuedAt: bot.token?.issuedAt ?? null };
}
