import type { ActorContext } from '../../../auth/actor-context';

export class GetBotQuery {
  constructor(
    readonly botId: number,
    readonly viewer: ActorContext | null,
  ) {}
}
