import { DynamicModule, Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { EVENT_STORE } from '@botdir/event-store';
import { PROJECTION_STORE } from '@botdir/read-store';
import { createEventStore, createReadStore, type EventStoreWrapper } from './config/create-stores';
import type { ProjectorConfig } from './config/projector-config';
import { PROJECTOR_CONFIG } from './config/projector-config.token';
import { Feeder } from './feeder/feeder';
import { openQueueClient, QUEUE_CLIENT } from './queue/queue-client';
import { BatchApplier } from './worker/batch-applier';
import { PROJECTION_QUEUE } from './worker/batch-job';
import { BatchProcessor } from './worker/batch.processor';

/** The production topology's projector: feeder → one BullMQ queue → worker → read store. */
@Module({})
export class ProjectorModule {
  static forConfig(config: ProjectorConfig, wrapEventStore?: EventStoreWrapper): DynamicModule {
    if (!config.redisUrl) throw new Error('The projector needs REDIS_URL');
    return {
      module: ProjectorModule,
      imports: [
        BullModule.forRoot({
          // null: commands wait for a restarting Redis instead of failing the batch.
          connection: { url: config.redisUrl, maxRetriesPerRequest: null },
          prefix: config.queuePrefix,
        }),
        BullModule.registerQueue({ name: PROJECTION_QUEUE }),
      ],
      providers: [
        { provide: PROJECTOR_CONFIG, useValue: config },
        { provide: EVENT_STORE, useFactory: () => createEventStore(config, wrapEventStore) },
        { provide: PROJECTION_STORE, useFactory: () => createReadStore(config) },
        ...(config.role === 'feeder' ? [] : [BatchApplier, BatchProcessor]),
        ...(config.role === 'worker' ? [] : [Feeder]),
        { provide: QUEUE_CLIENT, useFactory: () => openQueueClient(config) },
      ],
    };
  }
}
