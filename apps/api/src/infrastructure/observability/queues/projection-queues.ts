import { Queue } from 'bullmq';
import type { AppConfig } from '../../config/app-config';
import { failFast } from '../../dependencies/redis-options';

/** The projector's one queue (apps/projector/src/worker/batch-job.ts: PROJECTION_QUEUE). */
export const PROJECTION_QUEUE_NAME = 'projections';

/** The BullMQ queues this deployment runs (none in the embedded default, which has no Redis). */
export const BULL_QUEUES = Symbol('BULL_QUEUES');

/**
 * Handles on the queues, for the dashboard and the depth metrics only: this process adds no jobs.
 * Outbox queues join this list when they exist.
 */
export function openQueues(config: AppConfig): Queue[] {
  if (!config.redisUrl) return [];
  return [
    new Queue(PROJECTION_QUEUE_NAME, {
      connection: { url: config.redisUrl, ...failFast(1_000) },
      prefix: config.observability.queuePrefix,
    }),
  ];
}

export async function closeQueues(queues: Queue[]): Promise<void> {
  await Promise.all(queues.map((queue) => queue.close().catch(() => undefined)));
}
