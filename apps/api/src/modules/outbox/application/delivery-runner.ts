import { Inject, Injectable, Logger } from '@nestjs/common';
import { DomainError, webhookDeliveryStream } from '@botdir/contracts';
import { WrongExpectedRevisionError, type AppendOptions } from '@botdir/event-store';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { APP_CONFIG, type AppConfig } from '@api/infrastructure/config/app-config';
import { firstDataOf } from '@api/infrastructure/event-store/stream-events';
import type { WebhookDeliveryAttemptStarted } from '@botdir/contracts';
import { deliveryDecider, isSuccessStatus, type DeliveryCommand } from '../domain/delivery.decider';
import { OUTBOX_ACTOR } from './system-actor';
import { ChannelSenders } from './channel-senders';
import { OutboxMetrics } from './outbox-metrics';

/** A claim outlives the request's timeout by this much before another worker may take over. */
const LEASE_MARGIN_MS = 20_000;

/**
 * Runs the due attempt of one delivery: claim it (an append with the expected revision: of two
 * workers, one wins and the other sends nothing), send, record the answer. A delivery that
 * succeeded, failed, is not due, or is claimed by another worker is left alone.
 */
@Injectable()
export class DeliveryRunner {
  private readonly logger = new Logger('WebhookOutbox');

  constructor(
    private readonly executor: CommandExecutor,
    private readonly senders: ChannelSenders,
    private readonly metrics: OutboxMetrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** True when this call sent an attempt. */
  async run(deliveryId: string): Promise<boolean> {
    const streamId = webhookDeliveryStream(deliveryId);
    const delivery = await this.executor.load(deliveryDecider, streamId);
    if (delivery.status !== 'pending' && delivery.status !== 'sending') return false;
    const send = await this.senders.senderFor(delivery);
    const { retryDelaysMs, timeoutMs } = this.config.webhooks;
    const now = new Date();
    const claim = await this.decide(streamId, {
      type: 'StartAttempt',
      now: now.toISOString(),
      leaseUntil: new Date(now.getTime() + timeoutMs + LEASE_MARGIN_MS).toISOString(),
      retryDelaysMs,
      targetExists: send !== null,
    });
    const started = firstDataOf<WebhookDeliveryAttemptStarted>(
      claim ?? [],
      'WebhookDeliveryAttemptStarted',
    );
    if (!started || !send) return false;

    const result = await send();
    this.metrics.attempts += 1;
    // A success completes the delivery in one event: the stream keeps only it (docs/capacity.md).
    const completes = isSuccessStatus(result.statusCode);
    const recorded = await this.decide(
      streamId,
      {
        type: 'RecordAttempt',
        attempt: started.attempt,
        ...result,
        now: new Date().toISOString(),
        retryDelaysMs,
      },
      completes ? { truncateBefore: 'appended' } : {},
    );
    if (recorded?.some((event) => event.type === 'WebhookDeliveryCompleted')) {
      this.metrics.successes += 1;
    }
    if (recorded?.some((event) => event.type === 'WebhookDeliveryFailed')) {
      this.metrics.failures += 1;
      this.logger.warn(`Delivery ${deliveryId} failed after ${started.attempt} attempts`);
    }
    return true;
  }

  /** One append; null when another worker's append came first (a lost race sends nothing). */
  private async decide(streamId: string, command: DeliveryCommand, append: AppendOptions = {}) {
    const context = createCommandContext({ actor: OUTBOX_ACTOR, commandType: command.type });
    try {
      const outcome = await this.executor.execute({
        decider: deliveryDecider,
        streamId,
        command,
        context,
        append,
      });
      return outcome.events;
    } catch (error) {
      const lost =
        error instanceof WrongExpectedRevisionError ||
        (error instanceof DomainError && error.kind === 'conflict');
      if (lost) return null;
      throw error;
    }
  }
}
