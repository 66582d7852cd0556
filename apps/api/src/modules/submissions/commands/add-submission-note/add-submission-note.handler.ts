import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { runSubmissionCommand } from '@api/modules/submissions/application/run-submission-command';
import { AddSubmissionNoteCommand, type SubmissionNoteAnswer } from './add-submission-note.command';

@CommandHandler(AddSubmissionNoteCommand)
export class AddSubmissionNoteHandler implements ICommandHandler<AddSubmissionNoteCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(request: AddSubmissionNoteCommand): Promise<SubmissionNoteAnswer> {
    const { author, submissionId, note, idempotencyKey } = request;
    const command = { type: 'AddSubmissionNote', author, note } as const;
    const outcome = await runSubmissionCommand(
      this.executor,
      submissionId,
      command,
      idempotencyKey,
    );
    await this.executor.settle(outcome);
    return { submissionId, note };
  }
}
