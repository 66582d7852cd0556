import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { AppConfig } from '@api/infrastructure/config/app-config';
import { OUTBOX_COUNTERS } from '@api/infrastructure/outbox/outbox-counters';
import { ChannelSenders } from './application/channel-senders';
import { DiscordSender } from './application/discord-sender';
import { NotificationWebhookReader } from './application/notification-webhook-reader';
import { DeliveryRequests } from './application/request-delivery';
import { VoteSender } from './application/vote-sender';
import { WebhookReader } from './application/webhook-reader';
import { ConfigureWebhookController } from './commands/configure-webhook/configure-webhook.controller';
import { ConfigureWebhookHandler } from './commands/configure-webhook/configure-webhook.handler';
import { RedeliverDeliveryController } from './commands/redeliver-delivery/redeliver-delivery.controller';
import { RedeliverDeliveryHandler } from './commands/redeliver-delivery/redeliver-delivery.handler';
import { RemoveNotificationWebhookController } from './commands/remove-notification-webhook/remove-notification-webhook.controller';
import { RemoveNotificationWebhookHandler } from './commands/remove-notification-webhook/remove-notification-webhook.handler';
import { SendNotificationTestController } from './commands/send-notification-test/send-notification-test.controller';
import { SendNotificationTestHandler } from './commands/send-notification-test/send-notification-test.handler';
import { SetNotificationWebhookController } from './commands/set-notification-webhook/set-notification-webhook.controller';
import { SetNotificationWebhookHandler } from './commands/set-notification-webhook/set-notification-webhook.handler';
import { RemoveWebhookController } from './commands/remove-webhook/remove-webhook.controller';
import { RemoveWebhookHandler } from './commands/remove-webhook/remove-webhook.handler';
import { SendTestDeliveryController } from './commands/send-test-delivery/send-test-delivery.controller';
import { SendTestDeliveryHandler } from './commands/send-test-delivery/send-test-delivery.handler';
import { BullmqOutbox } from './outbox/bullmq-outbox';
import { DeliveryRunner } from './outbox/delivery-runner';
import { InProcessOutbox } from './outbox/in-process-outbox';
import { OutboxMetrics } from './outbox/outbox-metrics';
import { OUTBOX_QUEUE } from './outbox/outbox-queue';
import { NotificationDeliveryReaction } from './outbox/notification-delivery.process-manager';
import { OutboxScheduleReaction } from './outbox/outbox-schedule.reactor';
import { VoteWebhookReaction } from './outbox/vote-webhook.process-manager';
import { GetWebhookDeliveriesHandler } from './queries/get-webhook-deliveries/get-webhook-deliveries.handler';
import { GetWebhookHandler } from './queries/get-webhook/get-webhook.handler';
import { NotificationWebhookQueriesController } from './queries/notification-webhook-queries.controller';
import { WebhookQueriesController } from './queries/webhook-queries.controller';

/**
 * Vote webhooks, owners' Discord notification webhooks, and the durable outbox that delivers both:
 * in-process on the embedded default, BullMQ workers in every api replica with REDIS_URL. Its
 * process managers are registered by the composition root (AppModule).
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
        SetNotificationWebhookController,
        RemoveNotificationWebhookController,
        SendNotificationTestController,
        NotificationWebhookQueriesController,
      ],
      providers: [
        WebhookReader,
        DeliveryRequests,
        VoteSender,
        NotificationWebhookReader,
        DiscordSender,
        ChannelSenders,
        OutboxMetrics,
        { provide: OUTBOX_COUNTERS, useExisting: OutboxMetrics },
        DeliveryRunner,
        outbox,
        { provide: OUTBOX_QUEUE, useExisting: outbox },
        VoteWebhookReaction,
        NotificationDeliveryReaction,
        OutboxScheduleReaction,
        ConfigureWebhookHandler,
        SetNotificationWebhookHandler,
        RemoveNotificationWebhookHandler,
        SendNotificationTestHandler,
        RemoveWebhookHandler,
        SendTestDeliveryHandler,
        RedeliverDeliveryHandler,
        GetWebhookHandler,
        GetWebhookDeliveriesHandler,
      ],
      exports: [
        VoteWebhookReaction,
        NotificationDeliveryReaction,
        OutboxScheduleReaction,
        OUTBOX_COUNTERS,
        DeliveryRunner,
      ],
    };
  }
}
