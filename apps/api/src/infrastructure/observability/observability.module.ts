import {
  Global,
  Inject,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Queue } from 'bullmq';
import type { Registry } from 'prom-client';
import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import { PROJECTION_STORE, type ProjectionStore } from '@botdir/read-store';
import {
  createMetricsRegistry,
  registerProjectionMetrics,
  registerQueueMetrics,
} from '@botdir/observability';
import type { AppConfig } from '../config/app-config';
import { PublicAnswerCache } from '../http/public-answer-cache';
import { RateLimiter } from '../security/rate-limit/rate-limiter';
import { SecurityModule } from '../security/security.module';
import { CommandObserver } from './command-observer';
import { ReadinessService } from './health/readiness.service';
import { createHttpLogging, type HttpLogging } from './logging/logger.options';
import { CommandMetrics } from './metrics/command-metrics';
import { registerCounterStats } from './metrics/counter-stats.metrics';
import { HttpMetrics } from './metrics/http-metrics';
import {
  METRICS_REGISTRY,
  PUBLIC_CACHE_STATS,
  RATE_LIMIT_STATS,
  type PublicCacheStats,
  type RateLimitStats,
} from './metrics/metrics.tokens';
import { BULL_QUEUES, closeQueues, openQueues } from './queues/projection-queues';

/** The request-logging middleware (`HttpLogging`), installed first by bootstrap. */
export const HTTP_LOGGING = Symbol('HTTP_LOGGING');

const QUEUE_COUNT_TIMEOUT_MS = 1_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);
}

function createRegistry(
  eventStore: EventStore,
  readStore: ProjectionStore,
  queues: Queue[],
  cache: PublicCacheStats,
  limiter: RateLimitStats,
): Registry {
  const registry = createMetricsRegistry();
  registerProjectionMetrics(registry, { eventStore, readStore });
  registerQueueMetrics(
    registry,
    Object.fromEntries(
      queues.map((queue) => [
        queue.name,
        () =>
          withTimeout(
            queue.getJobCounts('waiting', 'active', 'delayed', 'failed'),
            QUEUE_COUNT_TIMEOUT_MS,
          ),
      ]),
    ),
  );
  registerCounterStats(registry, cache, limiter);
  return registry;
}

/**
 * Metrics (prom-client), structured logs (nestjs-pino), readiness and the queue handles. The
 * public answer cache and the rate limiter publish their counters through PUBLIC_CACHE_STATS and
 * RATE_LIMIT_STATS.
 */
@Global()
@Module({})
export class ObservabilityModule implements OnApplicationShutdown {
  constructor(@Inject(BULL_QUEUES) private readonly queues: Queue[]) {}

  static forConfig(config: AppConfig): DynamicModule {
    const logging: HttpLogging = createHttpLogging(config);
    return {
      module: ObservabilityModule,
      imports: [
        LoggerModule.forRoot({ pinoHttp: { logger: logging.logger }, useExisting: true }),
        SecurityModule,
      ],
      providers: [
        { provide: HTTP_LOGGING, useValue: logging },
        { provide: BULL_QUEUES, useFactory: () => openQueues(config) },
        { provide: PUBLIC_CACHE_STATS, useExisting: PublicAnswerCache },
        { provide: RATE_LIMIT_STATS, useExisting: RateLimiter },
        {
          provide: METRICS_REGISTRY,
          useFactory: createRegistry,
          inject: [
            EVENT_STORE,
            PROJECTION_STORE,
            BULL_QUEUES,
            PUBLIC_CACHE_STATS,
            RATE_LIMIT_STATS,
          ],
        },
        {
          provide: HttpMetrics,
          useFactory: (registry: Registry) => new HttpMetrics(registry),
          inject: [METRICS_REGISTRY],
        },
        {
          provide: CommandMetrics,
          useFactory: (registry: Registry) => new CommandMetrics(registry),
          inject: [METRICS_REGISTRY],
        },
        CommandObserver,
        ReadinessService,
      ],
      exports: [
        HTTP_LOGGING,
        BULL_QUEUES,
        METRICS_REGISTRY,
        HttpMetrics,
        CommandObserver,
        ReadinessService,
        PUBLIC_CACHE_STATS,
        RATE_LIMIT_STATS,
      ],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await closeQueues(this.queues);
  }
}
