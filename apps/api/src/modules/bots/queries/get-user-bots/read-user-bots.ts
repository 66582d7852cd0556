import {
  botStream,
  withCategoryNames,
  type DashboardBotView,
  type WithCategoryNames,
} from '@botdir/contracts';
import type { BotReads } from '@botdir/read-store';
import type { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { botDecider } from '../../domain/bot.decider';

/**
 * The owner's bots, each live one joined with whether it has an API token: the dashboard needs
 * no request per bot. The token lives only on the bot's stream (a read model may lag a rotation).
 */
export async function readUserBots(
  reads: BotReads,
  executor: CommandExecutor,
  userId: string,
): Promise<WithCategoryNames<DashboardBotView>[]> {
  const bots = await reads.userBots(userId);
  return Promise.all(
    bots.map(async (bot): Promise<WithCategoryNames<DashboardBotView>> => {
      if (bot.status !== 'live') return withCategoryNames({ ...bot, tokenIssuedAt: null });
      const state = await executor.load(botDecider, botStream(bot.id));
      const issuedAt = state.status === 'live' ? (state.token?.issuedAt ?? null) : null;
      return withCategoryNames({ ...bot, tokenIssuedAt: issuedAt });
    }),
  );
}
