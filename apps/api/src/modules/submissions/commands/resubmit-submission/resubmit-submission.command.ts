import { Command } from '@nestjs/cqrs';
import type { BotData, CommandActor } from '@botdir/contracts';
import type { SubmissionAccepted } from '../submit-bot/submit-bot.command';

export class ResubmitSubmissionCommand extends Command<SubmissionAccepted> {
  constructor(
    readonly actor: CommandActor,
    readonly submissionId: string,
    readonly bot: BotData | undefined,
    readonly idempotencyKey: string | null,
    readonly notesForReviewer?: string,
  ) {
    super();
  }
}
