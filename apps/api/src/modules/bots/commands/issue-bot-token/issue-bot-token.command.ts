import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';

/** Answers the token itself, once: only its hash is stored. */
export class IssueBotTokenCommand extends Command<{ token: string }> {
  constructor(
    readonly actor: CommandActor,
    readonly botId: number,
  ) {
    super();
  }
}
