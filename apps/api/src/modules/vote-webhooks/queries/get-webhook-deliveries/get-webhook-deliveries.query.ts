import { Query } from '@nestjs/cqrs';
import type { CommandActor, WebhookDeliveryView } from '@botdir/contracts';

export class GetWebhookDeliveriesQuery extends Query<WebhookDeliveryView[]> {
  constructor(
    readonly actor: CommandActor,
    readonly botId: number,
    readonly limit: number,
  ) {
    super();
  }
}
