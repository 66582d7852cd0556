import { Queue } from 'bullmq';
import type { EventStore } from '@botdir/event-store';
import type { ProjectionStore } from '@botdir/read-store';
import { PROJECTION_QUEUE } from '../worker/batch-job';
import { createEventStore, createReadStore, type EventStoreWrapper } from './create-stores';
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
 * The read store's checkpoints, the feeder checkpoint and the batches waiting in Redis are
 * positions in one event store's log; resuming them on another log would skip or repeat events
 * silently. Asks the store for its identity now (a server wiped or replaced under the same url
 * answers a new one) and throws EventStoreMismatchError or QueueFromAnotherEventStoreError, each
 * naming what the operator does next. The feeder runs it before every (re)subscription.
 */
export async function checkSameEventStore(
  eventStore: EventStore,
  readStore: ProjectionStore,
  queue: Queue | null,
): Promise<void> {
  const identity = await eventStore.identity();
  await readStore.bindEventStore(identity);
  if (queue) await claimQueue(queue, identity);
}

/** The same check before the projector starts, on stores of its own. */
export async function assertSameEventStore(
  config: ProjectorConfig,
  wrapEventStore?: EventStoreWrapper,
): Promise<void> {
  const eventStore = createEventStore(config, wrapEventStore);
  const queue =
    config.redisUrl && config.role !== 'worker'
      ? new Queue(PROJECTION_QUEUE, {
          connection: { url: config.redisUrl },
          prefix: config.queuePrefix,
        })
      : null;
  try {
    const readStore = await createReadStore(config);
    try {
      await checkSameEventStore(eventStore, readStore, queue);
    } finally {
      await readStore.close();
    }
  } finally {
    await queue?.close();
    await eventStore.close();
  }
}

async function claimQueue(queue: Queue, identity: string): Promise<void> {
  const redis = await queue.client;
  const key = queue.toKey('feeder-event-store');
  const recorded = await redis.get(key);
  if (recorded === identity) return;
  if (recorded !== null) {
    const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
    const pending = Object.values(counts).reduce((sum, count) => sum + count, 0);
    if (pending > 0) {
      throw new QueueFromAnotherEventStoreError(queue.name, recorded, identity, pending);
    }
    await redis.del(queue.toKey('feeder-checkpoint'));
  }
  await redis.set(key, identity);
}
