import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';

export class RecordInviteClickCommand extends Command<{ inviteUrl: string }> {
  constructor(
    readonly actor: CommandActor,
    readonly botId: number,
    /** Who the click counts as (`visitorKey`): their user id or their address, keyed-hashed. */
    readonly visitor: string,
  ) {
    super();
  }
}
