import { Inject, Injectable } from '@nestjs/common';
import type { Registry } from 'prom-client';
import { OUTBOX_READS, type OutboxReads } from '@botdir/read-store';
import { registerOutboxStats } from '@api/infrastructure/observability/metrics/counter-stats.metrics';
import { METRICS_REGISTRY } from '@api/infrastructure/observability/metrics/metrics.tokens';
import type { OutboxCounters } from '@api/infrastructure/outbox/outbox-counters';

/**
 * Counted by the delivery runner of this process; the queue depth is read from the read model.
 * Exposed at /metrics as the `botdir_outbox_*` families.
 */
@Injectable()
export class OutboxMetrics implements OutboxCounters {
  attempts = 0;
  successes = 0;
  failures = 0;

  constructor(
    @Inject(OUTBOX_READS) private readonly reads: OutboxReads,
    @Inject(METRICS_REGISTRY) registry: Registry,
  ) {
    registerOutboxStats(registry, this);
  }

  queueDepth(): Promise<number> {
    return this.reads.openWebhookDeliveries();
  }
}
