import { Queue } from 'bullmq';
import { PROJECTION_QUEUE } from '../worker/batch-job';
import { createEventStore, createReadStore } from './create-stores';
import type { ProjectorConfig } from './projector-config';

/** Batches waiting in Redis were read from another event store than EVENT_STORE_URL's. */
export class QueueFromAnotherEventStoreError extends Error {
  constructor(queue: string, recorded: string, current: string, pending: number) {
    super(
      `The ${queue} queue in Redis holds ${pending} batches read from event store ${recorded}, but ` +
        `EVENT_STORE_URL points at ${current}. Let a projector on the old store finish them, or ` +
        'empty the queue (another PROJECTOR_QUEUE_PREFIX, or delete its keys in Redis), then ' +
        'rebuild the read models with `npm run projections -- replay all`.',
    );
    this.name = 'QueueFromAnotherEventStoreError';
  }
}

/**
 * Checked before the projector starts: the read store's checkpoints, the feeder checkpoint and
 * the batches waiting in Redis are positions in one event store's log; resuming them on another
 * log would skip or repeat events silently. Throws EventStoreMismatchError or
 * QueueFromAnotherEventStoreError, each naming what the operator does next.
 */
export async function assertSameEventStore(config: ProjectorConfig): Promise<void> {
  const eventStore = createEventStore(config);
  try {
    const identity = await eventStore.identity();
    const readStore = await createReadStore(config);
    try {
      await readStore.bindEventStore(identity);
    } finally {
      await readStore.close();
    }
    if (config.redisUrl && config.role !== 'worker') await claimQueue(config, identity);
  } finally {
    await eventStore.close();
  }
}

async function claimQueue(config: ProjectorConfig, identity: string): Promise<void> {
  const queue = new Queue(PROJECTION_QUEUE, {
    connection: { url: config.redisUrl as string },
    prefix: config.queuePrefix,
  });
  try {
    const redis = await queue.client;
    const key = queue.toKey('feeder-event-store');
    const recorded = await redis.get(key);
    if (recorded !== null && recorded !== identity) {
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      const pending = Object.values(counts).reduce((sum, count) => sum + count, 0);
      if (pending > 0) {
        throw new QueueFromAnotherEventStoreError(queue.name, recorded, identity, pending);
      }
      await redis.del(queue.toKey('feeder-checkpoint'));
    }
    await redis.set(key, identity);
  } finally {
    await queue.close();
  }
}
