import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { botStatsStream, type BotStatsReported, type CommandActor } from '@botdir/contracts';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { firstDataOf } from '@api/infrastructure/event-store/stream-events';
import { BotTokenVerifier } from '../../application/bot-token';
import { botStatsDecider } from '../../domain/bot-stats.decider';
import { ReportBotStatsCommand } from './report-bot-stats.command';

@CommandHandler(ReportBotStatsCommand)
export class ReportBotStatsHandler implements ICommandHandler<ReportBotStatsCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly tokens: BotTokenVerifier,
  ) {}

  async execute({ authorization, botId, post, idempotencyKey }: ReportBotStatsCommand) {
    // A wrong token is refused before anything is read or recorded.
    const id = await this.tokens.verify(authorization, botId);
    const actor: CommandActor = { id: `bot:${id}`, name: `Bot ${id}`, roles: [], isStaff: false };
    const context = createCommandContext({ actor, commandType: 'ReportBotStats', idempotencyKey });
    const outcome = await this.executor.execute({
      decider: botStatsDecider,
      streamId: botStatsStream(id),
      command: { type: 'ReportBotStats', botId: id, post, now: context.now },
      context,
    });
    await this.executor.settle(outcome);
    const data = firstDataOf<BotStatsReported>(outcome.events, 'BotStatsReported');
    return {
      server_count: data?.serverCount ?? 0,
      shard_count: data?.shardCount ?? 0,
      shards: data?.shards ?? [],
    };
  }
}
