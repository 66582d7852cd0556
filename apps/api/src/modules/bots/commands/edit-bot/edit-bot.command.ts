import type { BotData } from '@botdir/contracts';
import type { ActorContext } from '../../../auth/actor-context';

export class EditBotCommand {
  constructor(
    readonly actor: ActorContext,
    readonly botId: number,
    readonly bot: BotData,
    readonly idempotencyKey: string | null,
  ) {}
}
