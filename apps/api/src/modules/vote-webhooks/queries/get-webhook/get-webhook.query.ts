import { Query } from '@nestjs/cqrs';
import type { CommandActor, WebhookView } from '@botdir/contracts';

export class GetWebhookQuery extends Query<{ webhook: WebhookView | null }> {
  constructor(
    readonly actor: CommandActor,
    readonly botId: number,
  ) {
    super();
  }
}
