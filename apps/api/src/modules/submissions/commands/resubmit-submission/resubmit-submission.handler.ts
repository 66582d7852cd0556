import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { submissionStream } from '@botdir/contracts';
import { CommandExecutor } from '../../../../infrastructure/commands/command-executor';
import { createCommandContext } from '../../../../infrastructure/commands/command-context';
import { numericIdFrom } from '../../../../infrastructure/commands/numeric-id';
import { submissionDecider } from '../../domain/submission.decider';
import type { SubmissionAccepted } from '../submit-bot/submit-bot.command';
import { ResubmitSubmissionCommand } from './resubmit-submission.command';

@CommandHandler(ResubmitSubmissionCommand)
export class ResubmitSubmissionHandler implements ICommandHandler<
  ResubmitSubmissionCommand,
  SubmissionAccepted
> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({
    actor,
    submissionId,
    bot,
    idempotencyKey,
  }: ResubmitSubmissionCommand): Promise<SubmissionAccepted> {
    const context = createCommandContext({
      actor,
      commandType: 'ResubmitSubmission',
      idempotencyKey,
    });
    // Derived from the rejected submission: a second resubmit of it finds the stream taken (409).
    const newSubmissionId = String(numericIdFrom(`resubmission:${submissionId}`));
    const outcome = await this.executor.execute({
      decider: submissionDecider,
      streamId: submissionStream(submissionId),
      targetStreamId: submissionStream(newSubmissionId),
      command: { type: 'ResubmitSubmission', newSubmissionId, actor, ...(bot ? { bot } : {}) },
      context,
    });
    await this.executor.settle(outcome);
    const submitted = outcome.events[0]?.data as { botId: number };
    return { submissionId: newSubmissionId, botId: submitted.botId, status: 'pending' };
  }
}
