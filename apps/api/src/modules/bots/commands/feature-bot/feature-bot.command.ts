import type { ActorContext } from '../../../auth/actor-context';

export class FeatureBotCommand {
  constructor(
    readonly actor: ActorContext,
    readonly botId: number,
    readonly featured: boolean,
    readonly idempotencyKey: string | null,
  ) {}
}
