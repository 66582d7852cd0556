import { Inject, Injectable } from '@nestjs/common';
import { onEvents } from '@api/infrastructure/reactions/on-events';
import type { Reactor, StoredEventOf } from '@api/infrastructure/reactions/reaction';
import { OUTBOX_QUEUE, type OutboxQueue } from '../application/outbox-queue';

type ScheduledEvent = StoredEventOf<
  'WebhookDeliveryRequested' | 'WebhookDeliveryAttemptStarted' | 'WebhookDeliveryAttempted'
>;

/**
 * Puts each delivery's next attempt on the outbox queue as its events appear: the request (due at
 * once), a retry (due at `nextAttemptAt`), a claim (looked at again when it runs out). It writes
 * no stream, so it answers no position.
 */
@Injectable()
export class OutboxScheduleReaction implements Reactor {
  readonly reaction = onEvents(
    ['WebhookDeliveryRequested', 'WebhookDeliveryAttemptStarted', 'WebhookDeliveryAttempted'],
    (event) => this.schedule(event),
  );

  constructor(@Inject(OUTBOX_QUEUE) private readonly queue: OutboxQueue) {}

  private async schedule(event: ScheduledEvent): Promise<void> {
    switch (event.type) {
      case 'WebhookDeliveryRequested':
        return this.queue.schedule(event.data.deliveryId, '0', event.metadata.occurredAt);
      case 'WebhookDeliveryAttemptStarted': {
        const { deliveryId, attempt, leaseUntil } = event.data;
        return this.queue.schedule(deliveryId, `${attempt - 1}-claimed`, leaseUntil);
      }
      case 'WebhookDeliveryAttempted': {
        const { deliveryId, attempt, nextAttemptAt } = event.data;
        if (nextAttemptAt) await this.queue.schedule(deliveryId, String(attempt), nextAttemptAt);
      }
    }
  }
}
