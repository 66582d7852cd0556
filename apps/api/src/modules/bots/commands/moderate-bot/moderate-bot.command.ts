import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';

export interface ModerationAnswer {
  botId: number;
  status: 'unlisted' | 'live';
}

/** Staff unlist (`unlisted: true`) or relist a bot, with a reason. */
export class ModerateBotCommand extends Command<ModerationAnswer> {
  constructor(
    readonly actor: CommandActor,
    readonly botId: number,
    readonly unlisted: boolean,
    readonly reason: string,
    readonly idempotencyKey: string | null,
  ) {
    super();
  }
}
