import { Command } from '@nestjs/cqrs';
import type { BotData, CommandActor } from '@botdir/contracts';

/** `inReview`: the edit raised the invite's permissions or changed its application. */
export interface BotEditAnswer {
  botId: number;
  inReview: boolean;
  submissionId?: string;
}

export class EditBotCommand extends Command<BotEditAnswer> {
  constructor(
    readonly actor: CommandActor,
    readonly botId: number,
    readonly bot: BotData,
    readonly idempotencyKey: string | null,
  ) {
    super();
  }
}
