import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SubmissionReviewed } from '@botdir/contracts';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { firstDataOf } from '@api/infrastructure/event-store/stream-events';
import { runSubmissionCommand } from '@api/modules/submissions/application/run-submission-command';
import { ReviewSubmissionCommand } from './review-submission.command';

@CommandHandler(ReviewSubmissionCommand)
export class ReviewSubmissionHandler implements ICommandHandler<ReviewSubmissionCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: ReviewSubmissionCommand) {
    const { reviewer, submissionId, decision, notes, idempotencyKey, overrideClaim } = command;
    const now = new Date().toISOString();
    const review = {
      type: 'ReviewSubmission',
      decision,
      notes,
      reviewer,
      now,
      overrideClaim,
    } as const;
    const outcome = await runSubmissionCommand(this.executor, submissionId, review, idempotencyKey);
    // An approval has published the bot already (an inline reaction): settle shows it live.
    await this.executor.settle(outcome);
    // A retry answers what was stored the first time.
    const reviewed = firstDataOf<SubmissionReviewed>(outcome.events, 'SubmissionReviewed');
    return { submissionId, status: reviewed?.decision ?? decision };
  }
}
