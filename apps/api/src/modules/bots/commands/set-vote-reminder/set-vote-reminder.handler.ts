import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { botVoteStream } from '@botdir/contracts';
import { BOT_READS, type BotReads } from '@botdir/read-store';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { botErrors } from '../../domain/bot.errors';
import { botVoteDecider } from '../../domain/bot-vote.decider';
import { SetVoteReminderCommand } from './set-vote-reminder.command';

@CommandHandler(SetVoteReminderCommand)
export class SetVoteReminderHandler implements ICommandHandler<SetVoteReminderCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(BOT_READS) private readonly reads: BotReads,
  ) {}

  async execute({ actor, botId, enabled, idempotencyKey }: SetVoteReminderCommand) {
    // Allowed before a first vote: the reminder then fires 12 hours after the next one.
    if (!(await this.reads.getBot(botId))) throw botErrors.notFound();
    const context = createCommandContext({ actor, commandType: 'SetVoteReminder', idempotencyKey });
    const outcome = await this.executor.execute({
      decider: botVoteDecider,
      streamId: botVoteStream(botId, actor.id),
      command: { type: 'SetVoteReminder', botId, userId: actor.id, enabled },
      context,
    });
    await this.executor.settle(outcome);
    return { botId, enabled };
  }
}
