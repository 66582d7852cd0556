import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import { PROJECTION_STORE, type ProjectionStore } from '@botdir/read-store';
import {
  checkReadiness,
  projectionLagProbe,
  type Probe,
  type Readiness,
} from '@botdir/observability';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DependencyUnavailableError } from '../../dependencies/dependency-unavailable.error';
import { failFast } from '../../dependencies/redis-options';

/** Reports the driver's own reason (ECONNREFUSED, SQLITE_BUSY…), not the user-facing message. */
function underlying(probe: Probe): Probe {
  return () =>
    probe().catch((error: unknown) => {
      throw error instanceof DependencyUnavailableError ? error.cause : error;
    });
}

/** Event store, read store and Redis reachable, and the read models close enough to the log. */
@Injectable()
export class ReadinessService implements OnApplicationShutdown {
  private readonly redis: Redis | null;

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(PROJECTION_STORE) private readonly readStore: ProjectionStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.redis = config.redisUrl ? new Redis(config.redisUrl, failFast(1_000)) : null;
    // Reconnection is automatic; errors are reported by readiness, not thrown as unhandled.
    this.redis?.on('error', () => undefined);
  }

  check(): Promise<Readiness> {
    const probes: Record<string, Probe> = {
      eventStore: async () => ({ head: await this.eventStore.headPosition() }),
      readStore: async () => {
        await this.readStore.checkpoints();
      },
      projectionLag: projectionLagProbe(
        this.eventStore,
        this.readStore,
        this.config.observability.readyMaxLagSeconds,
      ),
    };
    const redis = this.redis;
    if (redis)
      probes.redis = async () => {
        await redis.ping();
      };
    return checkReadiness(
      Object.fromEntries(Object.entries(probes).map(([name, probe]) => [name, underlying(probe)])),
    );
  }

  onApplicationShutdown(): void {
    this.redis?.disconnect();
  }
}
