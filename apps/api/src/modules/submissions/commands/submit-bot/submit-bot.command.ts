import { Command } from '@nestjs/cqrs';
import type { BotData, CommandActor } from '@botdir/contracts';

export interface SubmissionAccepted {
  submissionId: string;
  botId: number;
  status: 'pending';
}

export class SubmitBotCommand extends Command<SubmissionAccepted> {
  constructor(
    readonly actor: CommandActor,
    readonly bot: BotData,
    readonly idempotencyKey: string | null,
    readonly contactInfo?: string,
    readonly notesForReviewer?: string,
  ) {
    super();
  }
}
