import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SubmissionClaimed } from '@botdir/contracts';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { firstDataOf } from '@api/infrastructure/event-store/stream-events';
import { runSubmissionCommand } from '@api/modules/submissions/application/run-submission-command';
import { ClaimSubmissionCommand, type SubmissionClaimAnswer } from './claim-submission.command';

@CommandHandler(ClaimSubmissionCommand)
export class ClaimSubmissionHandler implements ICommandHandler<ClaimSubmissionCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ request }: ClaimSubmissionCommand): Promise<SubmissionClaimAnswer> {
    const { reviewer, submissionId, action, idempotencyKey } = request;
    const now = new Date().toISOString();
    const type = action === 'release' ? 'ReleaseSubmissionClaim' : 'ClaimSubmission';
    const outcome = await runSubmissionCommand(
      this.executor,
      submissionId,
      { type, reviewer, now },
      idempotencyKey,
    );
    await this.executor.settle(outcome);
    const claimed = firstDataOf<SubmissionClaimed>(outcome.events, 'SubmissionClaimed');
    return {
      submissionId,
      claimedBy: claimed?.reviewerName ?? null,
      claimedUntil: claimed?.claimedUntil ?? null,
    };
  }
}
