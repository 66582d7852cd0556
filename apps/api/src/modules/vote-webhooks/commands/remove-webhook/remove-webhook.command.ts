import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';

export class RemoveWebhookCommand extends Command<void> {
  constructor(
    readonly actor: CommandActor,
    readonly botId: number,
  ) {
    super();
  }
}
