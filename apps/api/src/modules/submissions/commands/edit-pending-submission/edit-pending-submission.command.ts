import { Command } from '@nestjs/cqrs';
import type { BotData, CommandActor } from '@botdir/contracts';

export interface PendingSubmissionEditedAnswer {
  submissionId: string;
  botId: number;
  status: 'pending';
}

export interface EditPendingSubmissionRequest {
  actor: CommandActor;
  submissionId: string;
  bot: BotData;
  notesForReviewer: string | undefined;
  idempotencyKey: string | null;
}

/** The owner replaces a pending submission's bot before review: `new EditPendingSubmissionCommand({...})`. */
export class EditPendingSubmissionCommand extends Command<PendingSubmissionEditedAnswer> {
  constructor(readonly request: EditPendingSubmissionRequest) {
    super();
  }
}
