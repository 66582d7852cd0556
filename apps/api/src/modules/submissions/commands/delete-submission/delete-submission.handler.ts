import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { runSubmissionCommand } from '@api/modules/submissions/application/run-submission-command';
import { DeleteSubmissionCommand } from './delete-submission.command';

@CommandHandler(DeleteSubmissionCommand)
export class DeleteSubmissionHandler implements ICommandHandler<DeleteSubmissionCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ actor, submissionId, idempotencyKey }: DeleteSubmissionCommand) {
    const command = { type: 'DeleteSubmission', actor } as const;
    const outcome = await runSubmissionCommand(
      this.executor,
      submissionId,
      command,
      idempotencyKey,
    );
    await this.executor.settle(outcome);
    return { submissionId, status: 'deleted' as const };
  }
}
