import { Gauge, type Registry } from 'prom-client';

export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
export type QueueCounts = Record<(typeof QUEUE_STATES)[number], number>;

/** A BullMQ queue's depth by state (failed: batches dead after their last attempt). */
export function registerQueueMetrics(
  registry: Registry,
  queues: Record<string, () => Promise<Partial<QueueCounts>>>,
): void {
  new Gauge({
    name: 'botdir_queue_jobs',
    help: 'BullMQ jobs by queue and state',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const [queue, counts] of Object.entries(queues)) {
        try {
          const depth = await counts();
          for (const state of QUEUE_STATES) this.set({ queue, state }, depth[state] ?? 0);
        } catch {
          // Redis unreachable: no sample rather than a failed scrape (readiness reports it).
        }
      }
    },
  });
}
