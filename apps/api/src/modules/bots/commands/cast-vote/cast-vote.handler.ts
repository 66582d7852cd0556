import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { botStream, botVoteStream, PLATFORM_LIMITS } from '@botdir/contracts';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { botDecider } from '../../domain/bot.decider';
import { botVoteDecider } from '../../domain/bot-vote.decider';
import { CastVoteCommand } from './cast-vote.command';

@CommandHandler(CastVoteCommand)
export class CastVoteHandler implements ICommandHandler<CastVoteCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ actor, botId, idempotencyKey }: CastVoteCommand) {
    // The vote lives on its own stream; the bot's stream is only read, to know it is live.
    const bot = await this.executor.load(botDecider, botStream(botId));
    const context = createCommandContext({ actor, commandType: 'CastVote', idempotencyKey });
    const outcome = await this.executor.execute({
      decider: botVoteDecider,
      streamId: botVoteStream(botId, actor.id),
      command: {
        type: 'CastVote',
        botId,
        voter: actor,
        now: context.now,
        botIsPublic: bot.status === 'live',
        botOwnerIds: bot.status === 'none' ? [] : [bot.ownerId, ...bot.coOwnerIds],
      },
      context,
    });
    await this.executor.settle(outcome);
    // A retried request answers the time of the vote it already recorded.
    const votedAt = outcome.events[0]?.metadata.occurredAt ?? context.now;
    const next = Date.parse(votedAt) + PLATFORM_LIMITS.voteIntervalSeconds * 1000;
    return { botId, votedAt, nextVoteAt: new Date(next).toISOString() };
  }
}
