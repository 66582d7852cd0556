import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { submissionStream } from '@botdir/contracts';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { ApplicationReservations } from '@api/infrastructure/applications/application-reservations';
import { numericIdFrom } from '@api/infrastructure/commands/numeric-id';
import { ApplicationVerification } from '@api/modules/submissions/application/application-verification';
import { submissionDecider } from '@api/modules/submissions/domain/submission.decider';
import { SubmitBotCommand, type SubmissionAccepted } from './submit-bot.command';

@CommandHandler(SubmitBotCommand)
export class SubmitBotHandler implements ICommandHandler<SubmitBotCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly applications: ApplicationReservations,
    private readonly verification: ApplicationVerification,
  ) {}

  async execute({
    actor,
    bot,
    idempotencyKey,
    contactInfo,
    notesForReviewer,
  }: SubmitBotCommand): Promise<SubmissionAccepted> {
    const context = createCommandContext({ actor, commandType: 'SubmitBot', idempotencyKey });
    // A new bot's id is its first submission's id, derived from the command id (retry-safe).
    const botId = numericIdFrom(`submission:${context.commandId}`);
    const submissionId = String(botId);
    const verified = await this.verification.verify(bot);
    const command = {
      type: 'SubmitBot',
      submissionId,
      botId,
      bot,
      submitter: actor,
      ...(contactInfo ? { contactInfo } : {}),
      ...(notesForReviewer ? { notesForReviewer } : {}),
      ...(verified === false ? { verified } : {}),
    } as const;
    const decided = submissionDecider.decide(command, submissionDecider.initialState);
    await this.applications.reserve(bot, { botId, submissionId }, context, decided);
    const outcome = await this.executor.execute({
      decider: submissionDecider,
      streamId: submissionStream(submissionId),
      command,
      context,
    });
    await this.executor.settle(outcome);
    return { submissionId, botId, status: 'pending' };
  }
}
