import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';

export interface SubmissionDeletedAnswer {
  submissionId: string;
  status: 'deleted';
}

export class DeleteSubmissionCommand extends Command<SubmissionDeletedAnswer> {
  constructor(
    readonly actor: CommandActor,
    readonly submissionId: string,
    readonly idempotencyKey: string | null,
  ) {
    super();
  }
}
