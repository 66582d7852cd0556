import { Inject, Injectable } from '@nestjs/common';
import type { EventReactor, StoredEvent } from '@api/infrastructure/projection/event-reactor';
import { OUTBOX_QUEUE, type OutboxQueue } from './outbox-queue';

/**
 * Puts each delivery's next attempt on the outbox queue as its events appear: the request (due at
 * once), a retry (due at `nextAttemptAt`), a claim (looked at again when it runs out).
 */
@Injectable()
export class OutboxScheduleReactor implements EventReactor {
  constructor(@Inject(OUTBOX_QUEUE) private readonly queue: OutboxQueue) {}

  async react(events: StoredEvent[]): Promise<number> {
    for (const event of events) {
      switch (event.type) {
        case 'WebhookDeliveryRequested':
          await this.queue.schedule(event.data.deliveryId, '0', event.metadata.occurredAt);
          break;
        case 'WebhookDeliveryAttemptStarted': {
          const { deliveryId, attempt, leaseUntil } = event.data;
          await this.queue.schedule(deliveryId, `${attempt - 1}-claimed`, leaseUntil);
          break;
        }
        case 'WebhookDeliveryAttempted': {
          const { deliveryId, attempt, nextAttemptAt } = event.data;
          if (nextAttemptAt) await this.queue.schedule(deliveryId, String(attempt), nextAttemptAt);
          break;
        }
        default:
          break;
      }
    }
    return 0;
  }
}
