import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PendingSubmissionEdited } from '@botdir/contracts';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { firstDataOf } from '@api/infrastructure/event-store/stream-events';
import { runSubmissionCommand } from '@api/modules/submissions/application/run-submission-command';
import {
  EditPendingSubmissionCommand,
  type PendingSubmissionEditedAnswer,
} from './edit-pending-submission.command';

@CommandHandler(EditPendingSubmissionCommand)
export class EditPendingSubmissionHandler implements ICommandHandler<EditPendingSubmissionCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ request }: EditPendingSubmissionCommand): Promise<PendingSubmissionEditedAnswer> {
    const { actor, submissionId, bot, notesForReviewer, idempotencyKey } = request;
    const command = {
      type: 'EditPendingSubmission',
      actor,
      bot,
      ...(notesForReviewer !== undefined ? { notesForReviewer } : {}),
    } as const;
    const outcome = await runSubmissionCommand(
      this.executor,
      submissionId,
      command,
      idempotencyKey,
    );
    await this.executor.settle(outcome);
    const edited = firstDataOf<PendingSubmissionEdited>(outcome.events, 'PendingSubmissionEdited');
    if (!edited) throw new Error(`Edit of submission ${submissionId} wrote no event`);
    return { submissionId, botId: edited.botId, status: 'pending' };
  }
}
