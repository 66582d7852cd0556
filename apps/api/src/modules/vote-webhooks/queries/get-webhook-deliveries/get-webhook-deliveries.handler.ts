import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE, type ReadStore } from '@botdir/read-store';
import { WebhookReader } from '../../application/webhook-reader';
import { assertMayManage } from '../../domain/webhook-access';
import { GetWebhookDeliveriesQuery } from './get-webhook-deliveries.query';

@QueryHandler(GetWebhookDeliveriesQuery)
export class GetWebhookDeliveriesHandler implements IQueryHandler<GetWebhookDeliveriesQuery> {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly reader: WebhookReader,
  ) {}

  async execute({ actor, botId, limit }: GetWebhookDeliveriesQuery) {
    assertMayManage(actor, await this.reader.botOf(botId));
    return this.readStore.webhookDeliveries(botId, limit);
  }
}
