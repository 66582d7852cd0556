import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';

export class RemoveNotificationWebhookCommand extends Command<void> {
  constructor(readonly actor: CommandActor) {
    super();
  }
}
