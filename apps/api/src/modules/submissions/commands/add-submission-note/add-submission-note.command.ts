import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';

export interface SubmissionNoteAnswer {
  submissionId: string;
  note: string;
}

export class AddSubmissionNoteCommand extends Command<SubmissionNoteAnswer> {
  constructor(
    readonly author: CommandActor,
    readonly submissionId: string,
    readonly note: string,
    readonly idempotencyKey: string | null,
  ) {
    super();
  }
}
