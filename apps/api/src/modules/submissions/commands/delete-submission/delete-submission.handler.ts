import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { submissionStream } from '@botdir/contracts';
import { CommandExecutor } from '../../../../infrastructure/commands/command-executor';
import { createCommandContext } from '../../../../infrastructure/commands/command-context';
import { submissionDecider } from '../../domain/submission.decider';
import { DeleteSubmissionCommand } from './delete-submission.command';

@CommandHandler(DeleteSubmissionCommand)
export class DeleteSubmissionHandler implements ICommandHandler<
  DeleteSubmissionCommand,
  { submissionId: string; status: 'deleted' }
> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ actor, submissionId, idempotencyKey }: DeleteSubmissionCommand) {
    const context = createCommandContext({
      actor,
      commandType: 'DeleteSubmission',
      idempotencyKey,
    });
    const outcome = await this.executor.execute({
      decider: submissionDecider,
      streamId: submissionStream(submissionId),
      command: { type: 'DeleteSubmission', actor },
      context,
    });
    await this.executor.settle(outcome);
    return { submissionId, status: 'deleted' as const };
  }
}
