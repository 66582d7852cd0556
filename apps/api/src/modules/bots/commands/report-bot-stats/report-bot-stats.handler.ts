import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  botStatsDaysStream,
  botStatsStream,
  daysClosedBy,
  type BotStatsReported,
  type CommandActor,
  type RecordedEvent,
} from '@botdir/contracts';
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
    const streamId = botStatsStream(id);
    const past = await this.executor.read(streamId);
    await this.closeDays(id, past, actor, context.now);
    const outcome = await this.executor.execute({
      decider: botStatsDecider,
      streamId,
      past,
      command: { type: 'ReportBotStats', botId: id, post, now: context.now },
      context,
      append: { truncateBefore: 'appended' },
    });
    await this.executor.settle(outcome);
    const data = firstDataOf<BotStatsReported>(outcome.events, 'BotStatsReported');
    return {
      server_count: data?.serverCount ?? 0,
      shard_count: data?.shardCount ?? 0,
      shards: data?.shards ?? [],
    };
  }

  /**
   * Before the post truncates the stream, the last count of each earlier day it holds goes to the
   * days stream. Named after the read it came from, so the same read writes it once; a post that
   * is then refused (cooldown) leaves a figure that was final all the same.
   */
  private async closeDays(
    botId: number,
    past: readonly RecordedEvent[],
    actor: CommandActor,
    now: string,
  ): Promise<void> {
    const closed = daysClosedBy(past, now);
    const last = past.at(-1);
    if (closed.length === 0 || !last) return;
    const name = `bot-stats-days:${botId}:${last.id}`;
    const context = createCommandContext({ name, actor, now });
    await this.executor.recordAll(botStatsDaysStream(botId), closed, context);
  }
}
