import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { Queue } from 'bullmq';
import { OUTBOX_READS, type OutboxReads } from '@botdir/read-store';
import { APP_CONFIG, type AppConfig } from '@api/infrastructure/config/app-config';
import { failFast } from '@api/infrastructure/dependencies/redis-options';
import { DeliveryRunner } from './delivery-runner';
import { DeliveryWorker, type DeliveryJob } from './delivery-worker';
import { attemptKey, DUE_BATCH, type OutboxQueue } from './outbox-queue';
import { PollLoop } from './poll-loop';

export const WEBHOOK_QUEUE = 'webhook-deliveries';
const SWEEP_MS = 15_000;
/** A job that throws (the log unreachable for a moment) runs again after a poll, then 2, 4, 8. */
export const DELIVERY_JOB_ATTEMPTS = 5;

/**
 * The Redis topology's outbox: each attempt is a BullMQ job (delayed until due, its id naming the
 * delivery and attempt so it is queued once), worked by every api replica. The event log stays the
 * truth: a job only asks the runner to try, and the runner decides from the delivery's stream, so a
 * redelivered or duplicated job never sends a delivery that already succeeded. A job that throws
 * is retried with backoff; one that spends its tries is removed, so that a sweep of the read model
 * (which re-queues due deliveries whose job Redis lost) can queue its attempt again: a failed job
 * kept in Redis would swallow every later add of its id. While Redis is down, adds fail within
 * 2 s (the process managers retry their batch, the sweep its round) rather than wait for it, so
 * that the api can still stop.
 */
@Injectable()
export class BullmqOutbox
  implements OutboxQueue, OnApplicationBootstrap, BeforeApplicationShutdown
{
  private readonly logger = new Logger('WebhookOutbox');
  private readonly queue: Queue<DeliveryJob>;
  private worker: DeliveryWorker | null = null;
  private readonly sweeper: PollLoop;

  constructor(
    @Inject(OUTBOX_READS) private readonly reads: OutboxReads,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly runner: DeliveryRunner,
  ) {
    this.queue = new Queue<DeliveryJob>(WEBHOOK_QUEUE, {
      connection: { url: config.redisUrl ?? undefined, ...failFast(2_000) },
      prefix: 'botdir',
    });
    const interval = Math.max(
      config.webhooks.pollMs,
      Math.min(SWEEP_MS, config.webhooks.pollMs * 10),
    );
    this.sweeper = new PollLoop(this.logger, interval, () => this.sweep());
  }

  onApplicationBootstrap(): void {
    this.worker = new DeliveryWorker(
      WEBHOOK_QUEUE,
      {
        // Blocking fetches need null: the worker waits for Redis, and is dropped at shutdown.
        connection: { url: this.config.redisUrl ?? undefined, maxRetriesPerRequest: null },
        prefix: 'botdir',
        concurrency: 8,
      },
      (deliveryId) => this.runner.run(deliveryId),
    );
    this.sweeper.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.sweeper.stop();
    await this.worker?.close(this.config.webhooks.timeoutMs);
    await this.queue.close().catch(async (error: unknown) => {
      this.logger.warn(`Outbox queue closed without Redis: ${String(error)}`);
      (await this.queue.client).disconnect();
    });
  }

  async schedule(deliveryId: string, key: string, dueAt: string): Promise<void> {
    const delay = Math.max(0, Date.parse(dueAt) - Date.now());
    await this.queue.add(
      'deliver',
      { deliveryId },
      {
        jobId: `${deliveryId}_${key}`,
        delay,
        attempts: DELIVERY_JOB_ATTEMPTS,
        backoff: { type: 'exponential', delay: this.config.webhooks.pollMs },
        removeOnComplete: true,
        removeOnFail: true,
      },
    );
  }

  private async sweep(): Promise<void> {
    const due = await this.reads.dueWebhookDeliveries(new Date().toISOString(), DUE_BATCH);
    for (const view of due) {
      await this.schedule(view.deliveryId, attemptKey(view), view.nextAttemptAt ?? view.updatedAt);
    }
  }
}
