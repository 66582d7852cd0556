import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { OUTBOX_READS, type OutboxReads } from '@botdir/read-store';
import { APP_CONFIG, type AppConfig } from '@api/infrastructure/config/app-config';
import { DeliveryRunner } from './delivery-runner';
import { DUE_BATCH, type OutboxQueue } from './outbox-queue';
import { PollLoop } from './poll-loop';

const MAX_IN_FLIGHT = 16;

/**
 * The embedded default's outbox: its queue is the `webhook-deliveries` read model (rebuilt from the
 * events), polled for due deliveries, each run in this process. A restart loses nothing: the
 * state is the event log, and an attempt cut short is retried once its claim runs out.
 */
@Injectable()
export class InProcessOutbox
  implements OutboxQueue, OnApplicationBootstrap, BeforeApplicationShutdown
{
  private readonly logger = new Logger('WebhookOutbox');
  private readonly loop: PollLoop;
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(
    @Inject(OUTBOX_READS) private readonly reads: OutboxReads,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly runner: DeliveryRunner,
  ) {
    this.loop = new PollLoop(this.logger, config.webhooks.pollMs, () => this.sweep());
  }

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.loop.stop();
    await Promise.allSettled(this.inFlight.values());
  }

  /** The poll finds every due delivery; nothing to do ahead of it. */
  async schedule(): Promise<void> {}

  private async sweep(): Promise<void> {
    const due = await this.reads.dueWebhookDeliveries(new Date().toISOString(), DUE_BATCH);
    for (const { deliveryId } of due) {
      if (this.inFlight.size >= MAX_IN_FLIGHT) return;
      if (this.inFlight.has(deliveryId)) continue;
      const run = this.runner
        .run(deliveryId)
        .catch((error) => this.logger.error(`Delivery ${deliveryId}: ${String(error)}`))
        .finally(() => this.inFlight.delete(deliveryId));
      this.inFlight.set(deliveryId, run);
    }
  }
}
