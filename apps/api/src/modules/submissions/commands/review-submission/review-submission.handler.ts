import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  CANNED_REASONS_STREAM,
  givenReasons,
  invalidInput,
  type SubmissionReviewed,
} from '@botdir/contracts';
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
    if (decision === 'approved' && command.reasonIds.length > 0) {
      throw invalidInput('REASON.NOT_FOR_APPROVAL', 'Canned reasons go with a rejection only.', {
        reasonIds: 'only with status rejected',
      });
    }
    const reasons = givenReasons(
      command.reasonIds.length ? await this.executor.read(CANNED_REASONS_STREAM) : [],
      'reject',
      command.reasonIds,
    );
    const review = {
      type: 'ReviewSubmission',
      decision,
      notes,
      reviewer,
      now,
      overrideClaim,
      reasons,
    } as const;
    const outcome = await runSubmissionCommand(this.executor, submissionId, review, idempotencyKey);
    // An approval has published the bot already (an inline reaction): settle shows it live.
    await this.executor.settle(outcome);
    // A retry answers what was stored the first time.
    const reviewed = firstDataOf<SubmissionReviewed>(outcome.events, 'SubmissionReviewed');
    return { submissionId, status: reviewed?.decision ?? decision };
  }
}
