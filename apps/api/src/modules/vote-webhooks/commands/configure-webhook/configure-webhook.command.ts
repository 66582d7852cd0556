import { Command } from '@nestjs/cqrs';
import type { CommandActor, WebhookView } from '@botdir/contracts';

export class ConfigureWebhookCommand extends Command<WebhookView> {
  constructor(
    readonly actor: CommandActor,
    readonly botId: number,
    readonly url: string,
    /** Null: keep the current secret. */
    readonly secret: string | null,
    readonly idempotencyKey: string | null,
  ) {
    super();
  }
}
