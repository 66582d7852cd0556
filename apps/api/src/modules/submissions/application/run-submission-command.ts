import { submissionStream } from '@botdir/contracts';
import {
  CommandExecutor,
  type CommandOutcome,
} from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import type {
  AddSubmissionNote,
  ClaimSubmission,
  DeleteSubmission,
  EditPendingSubmission,
  ReleaseSubmissionClaim,
  ReviewSubmission,
} from '../domain/submission.commands';
import { submissionDecider } from '../domain/submission.decider';

/** The commands decided and appended on the submission's own stream. */
type InPlaceCommand =
  | DeleteSubmission
  | EditPendingSubmission
  | ReviewSubmission
  | AddSubmissionNote
  | ClaimSubmission
  | ReleaseSubmissionClaim;

function actorOf(command: InPlaceCommand) {
  if ('reviewer' in command) return command.reviewer;
  return command.type === 'AddSubmissionNote' ? command.author : command.actor;
}

/** Decides a command on `submission-{id}` and appends it; the caller settles the outcome. */
export function runSubmissionCommand(
  executor: CommandExecutor,
  submissionId: string,
  command: InPlaceCommand,
  idempotencyKey: string | null,
): Promise<CommandOutcome> {
  const actor = actorOf(command);
  return executor.execute({
    decider: submissionDecider,
    streamId: submissionStream(submissionId),
    command,
    context: createCommandContext({ actor, commandType: command.type, idempotencyKey }),
  });
}
