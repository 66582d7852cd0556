import type { ActorContext } from '../../../auth/actor-context';

export class RecordInviteClickCommand {
  constructor(
    readonly actor: ActorContext,
    readonly botId: number,
    /** A keyed hash of the visitor's address and browser: counts them once without storing either. */
    readonly visitor: string,
  ) {}
}
