import { setTimeout as sleep } from 'node:timers/promises';
import { Logger } from '@nestjs/common';
import { Worker, type ConnectionOptions } from 'bullmq';

export interface DeliveryJob {
  deliveryId: string;
}

/**
 * This replica's BullMQ worker on the outbox queue, with a shutdown that never waits on Redis for
 * long: it takes no new job, gives the jobs in flight `drainMs` to finish and Redis to record
 * their outcome, then drops its connections. A graceful BullMQ close would wait for Redis to take
 * its last commands, for ever while Redis is down; a job whose outcome is lost so is run again
 * later, and the runner, reading the delivery's stream, sends nothing more.
 */
export class DeliveryWorker {
  private readonly logger = new Logger('WebhookOutbox');
  private readonly worker: Worker<DeliveryJob>;
  /** Jobs taken whose outcome Redis has not recorded yet. */
  private readonly inFlight = new Set<string>();

  constructor(
    name: string,
    options: { connection: ConnectionOptions; prefix: string; concurrency: number },
    run: (deliveryId: string) => Promise<unknown>,
  ) {
    this.worker = new Worker<DeliveryJob>(
      name,
      async (job) => {
        this.inFlight.add(String(job.id));
        await run(job.data.deliveryId);
      },
      options,
    );
    this.worker.on('completed', (job) => this.inFlight.delete(String(job.id)));
    this.worker.on('failed', (job, error) => {
      this.inFlight.delete(String(job?.id));
      this.logger.warn(
        `Delivery job ${job?.id} failed (try ${job?.attemptsMade}): ${String(error)}`,
      );
    });
    this.worker.on('error', (error) => this.logger.error(`Outbox worker: ${String(error)}`));
  }

  async close(drainMs: number): Promise<void> {
    await this.worker.pause(true);
    const deadline = Date.now() + drainMs;
    while (this.inFlight.size > 0 && Date.now() < deadline) await sleep(50);
    await this.worker.close(true);
  }
}
