import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';

export class RateBotCommand extends Command<{ botId: number; stars: number }> {
  constructor(
    readonly actor: CommandActor,
    readonly botId: number,
    readonly stars: number,
  ) {
    super();
  }
}
