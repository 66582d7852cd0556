import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { submissionStream, type BotSubmitted } from '@botdir/contracts';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { numericIdFrom } from '@api/infrastructure/commands/numeric-id';
import { firstDataOf } from '@api/infrastructure/event-store/stream-events';
import { submissionDecider } from '@api/modules/submissions/domain/submission.decider';
import type { SubmissionAccepted } from '../submit-bot/submit-bot.command';
import { ResubmitSubmissionCommand } from './resubmit-submission.command';

@CommandHandler(ResubmitSubmissionCommand)
export class ResubmitSubmissionHandler implements ICommandHandler<ResubmitSubmissionCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: ResubmitSubmissionCommand): Promise<SubmissionAccepted> {
    const { actor, submissionId, bot, idempotencyKey } = command;
    const context = createCommandContext({
      actor,
      commandType: 'ResubmitSubmission',
      idempotencyKey,
    });
    // Derived from the rejected submission: a second resubmit of it finds the stream taken (409).
    const newSubmissionId = String(numericIdFrom(`resubmission:${submissionId}`));
    const targetStreamId = submissionStream(newSubmissionId);
    // Read here so the decider can name the conflict; a retry with the same key replays first.
    const successor = await this.executor.load(submissionDecider, targetStreamId);
    const outcome = await this.executor.execute({
      decider: submissionDecider,
      streamId: submissionStream(submissionId),
      targetStreamId,
      command: {
        type: 'ResubmitSubmission',
        newSubmissionId,
        actor,
        alreadyResubmitted: successor.status !== 'none',
        ...(bot ? { bot } : {}),
      },
      context,
    });
    await this.executor.settle(outcome);
    const submitted = firstDataOf<BotSubmitted>(outcome.events, 'BotSubmitted');
    if (!submitted) throw new Error(`Resubmission ${newSubmissionId} wrote no BotSubmitted`);
    return { submissionId: newSubmissionId, botId: submitted.botId, status: 'pending' };
  }
}
