import { Logger } from '@nestjs/common';
import { Worker, type ConnectionOptions } from 'bullmq';

export interface DeliveryJob {
  deliveryId: string;
}

/**
 * This replica's BullMQ worker on the outbox queue, with a shutdown that never waits on Redis:
 * it takes no new job, gives the deliveries in flight `drainMs` to finish (they need the event
 * store, not Redis), then drops its connections. A graceful BullMQ close would wait for Redis to
 * take its last commands, for ever while Redis is down; a job whose completion is lost so is run
 * again later, and the runner, reading the delivery's stream, sends nothing more.
 */
export class DeliveryWorker {
  private readonly logger = new Logger('WebhookOutbox');
  private readonly worker: Worker<DeliveryJob>;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    name: string,
    options: { connection: ConnectionOptions; prefix: string; concurrency: number },
    run: (deliveryId: string) => Promise<unknown>,
  ) {
    this.worker = new Worker<DeliveryJob>(
      name,
      async (job) => {
        const running = run(job.data.deliveryId);
        this.inFlight.add(running);
        try {
          await running;
        } finally {
          this.inFlight.delete(running);
        }
      },
      options,
    );
    this.worker.on('error', (error) => this.logger.error(`Outbox worker: ${String(error)}`));
    this.worker.on('failed', (job, error) =>
      this.logger.warn(
        `Delivery job ${job?.id} failed (try ${job?.attemptsMade}): ${String(error)}`,
      ),
    );
  }

  async close(drainMs: number): Promise<void> {
    await this.worker.pause(true);
    let timer: NodeJS.Timeout | undefined;
    const drained = Promise.allSettled(this.inFlight);
    await Promise.race([drained, new Promise((resolve) => (timer = setTimeout(resolve, drainMs)))]);
    clearTimeout(timer);
    await this.worker.close(true);
  }
}
