import { Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { ProjectorConfig } from '../config/projector-config';
import { PROJECTION_QUEUE, type BatchJob } from '../worker/batch-job';

export const QUEUE_CLIENT = Symbol('QUEUE_CLIENT');

/**
 * The handle on the projections queue that the feeder and the ops port (metrics, readiness) use.
 * While Redis is down its commands fail within 2 s (the feeder backs off and resubscribes, a probe
 * answers "down") instead of waiting for Redis, so that nothing waits for ever and the projector
 * can still stop. The worker keeps BullMQ's waiting connection: its blocking fetches need one.
 */
export function openQueueClient(config: ProjectorConfig): Queue<BatchJob> {
  const queue = new Queue<BatchJob>(PROJECTION_QUEUE, {
    connection: {
      url: config.redisUrl ?? undefined,
      maxRetriesPerRequest: 1,
      commandTimeout: 2_000,
    },
    prefix: config.queuePrefix,
  });
  // Called by Nest after every beforeApplicationShutdown (the feeder has stopped by then).
  return Object.assign(queue, { onApplicationShutdown: () => closeQueueClient(queue) });
}

/** A Redis that does not answer gets its connection dropped instead of closed. */
async function closeQueueClient(queue: Queue<BatchJob>): Promise<void> {
  await queue.close().catch(async (error: unknown) => {
    new Logger('QueueClient').warn(`Closed without Redis: ${String(error)}`);
    (await queue.client).disconnect();
  });
}
