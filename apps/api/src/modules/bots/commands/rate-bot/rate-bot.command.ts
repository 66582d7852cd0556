import type { ActorContext } from '../../../auth/actor-context';

export class RateBotCommand {
  constructor(
    readonly actor: ActorContext,
    readonly botId: number,
    readonly stars: number,
  ) {}
}
