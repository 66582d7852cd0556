import { Command } from '@nestjs/cqrs';
import type { CommandActor, NotificationWebhookView } from '@botdir/contracts';

export class SetNotificationWebhookCommand extends Command<NotificationWebhookView> {
  constructor(
    readonly actor: CommandActor,
    readonly url: string,
    readonly idempotencyKey: string | null,
  ) {
    super();
  }
}
