import { Counter, Gauge, type Registry } from 'prom-client';
import type { OutboxCounters } from '@api/infrastructure/outbox/outbox-counters';
import type { PublicCacheStats, RateLimitStats } from './metrics.tokens';

/** A counter whose value is another component's running total, read at each scrape. */
export function totalCounter(
  registry: Registry,
  name: string,
  help: string,
  read: () => number | undefined,
): void {
  let reported = 0;
  new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      const total = read() ?? 0;
      if (total > reported) this.inc(total - reported);
      reported = Math.max(reported, total);
    },
  });
}

/** A gauge whose value is another component's current figure, read at each scrape. */
export function statGauge(
  registry: Registry,
  name: string,
  help: string,
  read: () => number | undefined,
): void {
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      this.set(read() ?? 0);
    },
  });
}

/** Public answer cache hits, misses, evictions, idle drops and size, and rate-limit refusals. */
export function registerCounterStats(
  registry: Registry,
  cache: PublicCacheStats,
  limiter: RateLimitStats,
): void {
  const name = 'botdir_public_cache';
  totalCounter(
    registry,
    `${name}_hits_total`,
    'Public answers served from the cache',
    () => cache.stats().hits,
  );
  totalCounter(
    registry,
    `${name}_misses_total`,
    'Public answers computed',
    () => cache.stats().misses,
  );
  totalCounter(
    registry,
    `${name}_stale_hits_total`,
    'Public answers served to visitors without a session after their read models moved (PUBLIC_CACHE_STALE_MS)',
    () => cache.stats().staleHits ?? 0,
  );
  totalCounter(
    registry,
    `${name}_evictions_total`,
    'Public answers evicted to stay within the size bound',
    () => cache.stats().evictions,
  );
  totalCounter(
    registry,
    `${name}_idle_drops_total`,
    'Public answers dropped because nobody asked for them for PUBLIC_CACHE_IDLE_MS',
    () => cache.stats().idleDrops ?? 0,
  );
  statGauge(registry, `${name}_entries`, 'Public answers held', () => cache.stats().entries);
  statGauge(
    registry,
    `${name}_bytes`,
    'Bytes the public answers held count against PUBLIC_CACHE_MAX_BYTES',
    () => cache.stats().bytes,
  );
  const reported = new Map<string, number>();
  new Counter({
    name: 'botdir_rate_limit_refusals_total',
    help: 'Requests refused with 429 by the rate limiter, by policy',
    labelNames: ['policy'],
    registers: [registry],
    collect() {
      for (const [policy, total] of Object.entries(limiter.stats())) {
        const before = reported.get(policy) ?? 0;
        if (total > before) this.inc({ policy }, total - before);
        reported.set(policy, Math.max(before, total));
      }
    },
  });
}

/** The durable outbox (vote webhooks): attempts, outcomes, and deliveries still open. */
export function registerOutboxStats(registry: Registry, outbox: OutboxCounters): void {
  const name = 'botdir_outbox';
  totalCounter(registry, `${name}_attempts_total`, 'Delivery attempts sent', () => outbox.attempts);
  totalCounter(
    registry,
    `${name}_successes_total`,
    'Deliveries that succeeded',
    () => outbox.successes,
  );
  totalCounter(
    registry,
    `${name}_failures_total`,
    'Deliveries given up after every retry (dead letters)',
    () => outbox.failures,
  );
  new Gauge({
    name: `${name}_open_deliveries`,
    help: 'Deliveries pending or being sent, across every process',
    registers: [registry],
    async collect() {
      this.set(await outbox.queueDepth());
    },
  });
}
