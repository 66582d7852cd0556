import type { ActorContext } from '../../../auth/actor-context';

export class DeleteBotCommand {
  constructor(
    readonly actor: ActorContext,
    readonly botId: number,
    readonly idempotencyKey: string | null,
  ) {}
}
