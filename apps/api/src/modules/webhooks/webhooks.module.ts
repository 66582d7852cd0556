import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { AppConfig } from '@api/infrastructure/config/app-config';
import { OUTBOX_COUNTERS } from '@api/infrastructure/outbox/outbox-counters';
import { DeliveryRequests } from './application/request-delivery';
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
import { BullmqOutbox } from './outbox/bullmq-outbox';
import { DeliveryRunner } from './outbox/delivery-runner';
import { InProcessOutbox } from './outbox/in-process-outbox';
import { OutboxMetrics } from './outbox/outbox-metrics';
import { OUTBOX_QUEUE } from './outbox/outbox-queue';
import { OutboxScheduleReactor } from './outbox/outbox-schedule.reactor';
import { VoteWebhookProcessManager } from './outbox/vote-webhook.process-manager';
import { GetWebhookDeliveriesHandler } from './queries/get-webhook-deliveries/get-webhook-deliveries.handler';
import { GetWebhookHandler } from './queries/get-webhook/get-webhook.handler';
import { WebhookQueriesController } from './queries/webhook-queries.controller';

/**
 * Vote webhooks and the durable outbox that delivers them: in-process on the embedded default,
 * BullMQ workers in every api replica with REDIS_URL. Its process managers are registered by the
 * composition root (AppModule).
 */
@Module({})
export class WebhooksModule {
  static forConfig(config: AppConfig): DynamicModule {
    const outbox = config.redisUrl ? BullmqOutbox : InProcessOutbox;
    return {
      module: WebhooksModule,
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
        DeliveryRequests,
        VoteSender,
        OutboxMetrics,
        { provide: OUTBOX_COUNTERS, useExisting: OutboxMetrics },
        DeliveryRunner,
        outbox,
        { provide: OUTBOX_QUEUE, useExisting: outbox },
        VoteWebhookProcessManager,
        OutboxScheduleReactor,
        ConfigureWebhookHandler,
        RemoveWebhookHandler,
        SendTestDeliveryHandler,
        RedeliverDeliveryHandler,
        GetWebhookHandler,
        GetWebhookDeliveriesHandler,
      ],
      exports: [VoteWebhookProcessManager, OutboxScheduleReactor, OUTBOX_COUNTERS, DeliveryRunner],
    };
  }
}
