import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '@api/infrastructure/config/app-config';
import { OUTBOX_COUNTERS } from '@api/infrastructure/outbox/outbox-counters';
import { BullmqOutbox } from './application/bullmq-outbox';
import { ChannelSenders } from './application/channel-senders';
import { DeliveryRunner } from './application/delivery-runner';
import { InProcessOutbox } from './application/in-process-outbox';
import { OutboxMetrics } from './application/outbox-metrics';
import { OUTBOX_QUEUE } from './application/outbox-queue';
import { DeliveryRequests } from './application/request-delivery';
import { OutboxScheduleReaction } from './reactions/outbox-schedule.reaction';

/**
 * The durable delivery outbox: a delivery is requested as an event on its own stream, then sent
 * through its channel's registered sender (SSRF-guarded) with retries, in-process on the embedded
 * default, by BullMQ workers in every api replica with REDIS_URL. Global: the channel modules
 * (vote webhooks, Discord notifications) use what outbox.ports.ts names.
 */
@Module({})
export class OutboxModule {
  static forConfig(config: AppConfig): DynamicModule {
    const outbox = config.redisUrl ? BullmqOutbox : InProcessOutbox;
    return {
      module: OutboxModule,
      global: true,
      providers: [
        DeliveryRequests,
        ChannelSenders,
        OutboxMetrics,
        { provide: OUTBOX_COUNTERS, useExisting: OutboxMetrics },
        DeliveryRunner,
        outbox,
        { provide: OUTBOX_QUEUE, useExisting: outbox },
        OutboxScheduleReaction,
      ],
      exports: [
        DeliveryRequests,
        ChannelSenders,
        DeliveryRunner,
        OUTBOX_COUNTERS,
        OutboxScheduleReaction,
      ],
    };
  }
}
