import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE, type ReadStore } from '@botdir/read-store';
import { WebhookReader } from '../../application/webhook-reader';
import { assertMayManage } from '../../domain/webhook-access';
import { GetWebhookQuery } from './get-webhook.query';

@QueryHandler(GetWebhookQuery)
export class GetWebhookHandler implements IQueryHandler<GetWebhookQuery> {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly reader: WebhookReader,
  ) {}

  async execute({ actor, botId }: GetWebhookQuery) {
    assertMayManage(actor, await this.reader.botOf(botId));
    return { webhook: await this.readStore.getWebhook(botId) };
  }
}
