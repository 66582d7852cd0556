import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { VoteChannel } from './application/vote-channel';
import { VoteSender } from './application/vote-sender';
import { WebhookReader } from './application/webhook-reader';
import { ConfigureWebhookController } from './commands/configure-webhook/configure-webhook.controller';
import { ConfigureWebhookHandler } from './commands/configure-webhook/configure-webhook.handler';
import { RedeliverDeliveryController } from './commands/redeliver-delivery/redeliver-delivery.controller';
import { RedeliverDeliveryHandler } from './commands/redeliver-delivery/redeliver-delivery.handler';
import { RemoveWebhookController } from './commands/remove-webhook/remove-webhook.controller';
import { RemoveWebhookHandler } from './commands/remove-webhook/remove-webhook.handler';
import { SendTestDeliveryController } from './commands/send-test-delivery/send-test-delivery.controller';
import { SendTestDeliveryHandler } from './commands/send-test-delivery/send-test-delivery.handler';
import { WebhookQueriesController } from './queries/webhook-queries.controller';
import { VoteWebhookReaction } from './reactions/vote-webhook.reaction';

/**
 * A bot's vote webhook: its owner configures it, each vote is delivered to it signed (through the
 * outbox, as the `vote-webhook` channel), deliveries are listed, tested and redelivered.
 */
@Module({
  imports: [CqrsModule],
  controllers: [
    ConfigureWebhookController,
    RemoveWebhookController,
    SendTestDeliveryController,
    RedeliverDeliveryController,
    WebhookQueriesController,
  ],
  providers: [
    WebhookReader,
    VoteSender,
    VoteChannel,
    VoteWebhookReaction,
    ConfigureWebhookHandler,
    RemoveWebhookHandler,
    SendTestDeliveryHandler,
    RedeliverDeliveryHandler,
  ],
  exports: [VoteWebhookReaction],
})
export class VoteWebhooksModule {}
