import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { submissionStream } from '@botdir/contracts';
import { CommandExecutor } from '../../../../infrastructure/commands/command-executor';
import { createCommandContext } from '../../../../infrastructure/commands/command-context';
import { ApprovalProcessManager } from '../../../bots/process-managers/approval.process-manager';
import { submissionDecider } from '../../domain/submission.decider';
import {
  ReviewSubmissionCommand,
  type SubmissionReviewedAnswer,
} from './review-submission.command';

@CommandHandler(ReviewSubmissionCommand)
export class ReviewSubmissionHandler implements ICommandHandler<
  ReviewSubmissionCommand,
  SubmissionReviewedAnswer
> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly approval: ApprovalProcessManager,
  ) {}

  async execute(command: ReviewSubmissionCommand): Promise<SubmissionReviewedAnswer> {
    const { reviewer, submissionId, decision, notes, idempotencyKey } = command;
    const context = createCommandContext({
      actor: reviewer,
      commandType: 'ReviewSubmission',
      idempotencyKey,
    });
    const outcome = await this.executor.execute({
      decider: submissionDecider,
      streamId: submissionStream(submissionId),
      command: { type: 'ReviewSubmission', decision, notes, reviewer },
      context,
    });
    // Publish now rather than waiting for the projector's pass, so the approval is visible at once.
    const published = await this.approval.handle(outcome.events);
    await this.executor.settle({ ...outcome, position: Math.max(outcome.position, published) });
    const reviewed = outcome.events[0]?.data as { decision: SubmissionReviewedAnswer['status'] };
    return { submissionId, status: reviewed.decision };
  }
}
