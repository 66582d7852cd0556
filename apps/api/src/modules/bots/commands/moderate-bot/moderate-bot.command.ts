import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';

export interface ModerationAnswer {
  botId: number;
  status: 'unlisted' | 'live';
}

export interface ModerateBot {
  actor: CommandActor;
  botId: number;
  action: 'unlist' | 'relist';
  reason: string;
  /** Ids of canned unlist reasons (unlisting only). */
  reasonIds?: readonly string[];
  idempotencyKey: string | null;
}

/** Staff unlist or relist a bot, with a reason: `new ModerateBotCommand({ botId, action: 'unlist', ... })`. */
export class ModerateBotCommand extends Command<ModerationAnswer> {
  constructor(readonly request: ModerateBot) {
    super();
  }
}
