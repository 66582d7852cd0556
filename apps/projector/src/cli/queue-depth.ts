import { Queue } from 'bullmq';
import type { ProjectorConfig } from '../config/projector-config';
import { PROJECTION_QUEUE } from '../worker/batch-job';

export interface QueueDepth {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

/** Jobs of the projector's queue by state (delayed: failed batches waiting for a retry). */
export async function queueDepth(
  config: ProjectorConfig & { redisUrl: string },
): Promise<QueueDepth> {
  const queue = new Queue(PROJECTION_QUEUE, {
    connection: { url: config.redisUrl, maxRetriesPerRequest: 1, connectTimeout: 5_000 },
    prefix: config.queuePrefix,
  });
  try {
    const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
    return {
      waiting: counts.waiting ?? 0,
      active: counts.active ?? 0,
      delayed: counts.delayed ?? 0,
      failed: counts.failed ?? 0,
    };
  } finally {
    await queue.close();
  }
}
