import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { botStatsStream, botStream } from '@botdir/contracts';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { botDecider } from '../../domain/bot.decider';
import { botErrors } from '../../domain/bot.errors';
import { botStatsDecider, shardsOf } from '../../domain/bot-stats.decider';
import { GetBotStatsQuery } from './get-bot-stats.query';

/** A live bot's last accepted stats, per shard too (kept whole on its stats stream). */
@QueryHandler(GetBotStatsQuery)
export class GetBotStatsHandler implements IQueryHandler<GetBotStatsQuery> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ botId }: GetBotStatsQuery) {
    const bot = await this.executor.load(botDecider, botStream(botId));
    if (bot.status !== 'live') throw botErrors.notListed();
    const stats = await this.executor.load(botStatsDecider, botStatsStream(botId));
    return {
      server_count: stats.serverCount,
      shard_count: stats.shardCount,
      shards: shardsOf(stats),
    };
  }
}
