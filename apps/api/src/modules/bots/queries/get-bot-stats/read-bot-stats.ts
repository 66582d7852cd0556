import { botStatsStream, botStream } from '@botdir/contracts';
import type { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { botDecider } from '../../domain/bot.decider';
import { botErrors } from '../../domain/bot.errors';
import { botStatsDecider, shardsOf } from '../../domain/bot-stats.decider';

/** The drop-in answer of other lists: snake_case, as their SDKs read it. */
export interface PublicBotStats {
  server_count: number;
  shard_count: number;
  shards: number[];
}

/** A live bot's last accepted stats, per shard too (kept whole on its stats stream). */
export async function readBotStats(
  executor: CommandExecutor,
  botId: number,
): Promise<PublicBotStats> {
  const bot = await executor.load(botDecider, botStream(botId));
  if (bot.status !== 'live') throw botErrors.notListed();
  const stats = await executor.load(botStatsDecider, botStatsStream(botId));
  return {
    server_count: stats.serverCount,
    shard_count: stats.shardCount,
    shards: shardsOf(stats),
  };
}
