import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';

export class RecordInviteClickCommand extends Command<{ inviteUrl: string }> {
  constructor(
    readonly actor: CommandActor,
    readonly botId: number,
    /** A keyed hash of the visitor's address and browser: counts them once without storing either. */
    readonly visitor: string,
  ) {
    super();
  }
}
