import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, type ReadStore } from '@botdir/read-store';
import type { OutboxCounters } from '@api/infrastructure/outbox/outbox-counters';

/** Counted by the delivery runner of this process; the queue depth is read from the read model. */
@Injectable()
export class OutboxMetrics implements OutboxCounters {
  attempts = 0;
  successes = 0;
  failures = 0;

  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  queueDepth(): Promise<number> {
    return this.readStore.openWebhookDeliveries();
  }
}
