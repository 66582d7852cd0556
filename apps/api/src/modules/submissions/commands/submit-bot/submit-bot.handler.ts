import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { submissionStream } from '@botdir/contracts';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { numericIdFrom } from '@api/infrastructure/commands/numeric-id';
import { submissionDecider } from '@api/modules/submissions/domain/submission.decider';
import { SubmitBotCommand, type SubmissionAccepted } from './submit-bot.command';

@CommandHandler(SubmitBotCommand)
export class SubmitBotHandler implements ICommandHandler<SubmitBotCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({
    actor,
    bot,
    idempotencyKey,
    contactInfo,
  }: SubmitBotCommand): Promise<SubmissionAccepted> {
    const context = createCommandContext({ actor, commandType: 'SubmitBot', idempotencyKey });
    // A new bot's id is its first submission's id, derived from the command id (retry-safe).
    const botId = numericIdFrom(`submission:${context.commandId}`);
    const submissionId = String(botId);
    const outcome = await this.executor.execute({
      decider: submissionDecider,
      streamId: submissionStream(submissionId),
      command: {
        type: 'SubmitBot',
        submissionId,
        botId,
        bot,
        submitter: actor,
        ...(contactInfo ? { contactInfo } : {}),
      },
      context,
    });
    await this.executor.settle(outcome);
    return { submissionId, botId, status: 'pending' };
  }
}
