import { Gauge, type Registry } from 'prom-client';
import type { EventStore } from '@botdir/event-store';
import type { ProjectionStore } from '@botdir/read-store';
import { projectionStatus } from '../projection-status';

type Status = Awaited<ReturnType<typeof projectionStatus>>;

export interface ProjectionSources {
  eventStore: Pick<EventStore, 'readAll' | 'headPosition'>;
  readStore: Pick<ProjectionStore, 'checkpoints' | 'deadLetters'>;
  now?: () => number;
}

/**
 * Per projection: checkpoint, lag (events, seconds), events/s since the previous scrape, dead
 * letters; and the log's head. Read once per scrape, shared by every gauge.
 */
export function registerProjectionMetrics(registry: Registry, sources: ProjectionSources): void {
  const now = sources.now ?? Date.now;
  let current: { at: number; status: Promise<Status> } | null = null;
  const previous = new Map<string, { checkpoint: number; at: number }>();
  const status = (): Promise<Status> => {
    if (!current || now() - current.at > 1_000) {
      current = {
        at: now(),
        status: projectionStatus(sources.eventStore, sources.readStore, new Date(now())),
      };
    }
    return current.status;
  };
  const perProjection = (
    name: string,
    help: string,
    value: (projection: Status['projections'][number]) => number,
  ) =>
    new Gauge({
      name,
      help,
      labelNames: ['projection'],
      registers: [registry],
      async collect() {
        for (const projection of (await status()).projections)
          this.set({ projection: projection.name }, value(projection));
      },
    });
  perProjection('botdir_projection_checkpoint', 'Last log position applied', (p) => p.checkpoint);
  perProjection('botdir_projection_lag_events', 'Events not yet applied', (p) => p.lagEvents);
  perProjection(
    'botdir_projection_lag_seconds',
    'Age of the oldest event not yet applied',
    (p) => p.lagSeconds,
  );
  perProjection('botdir_dead_letters', 'Dead-lettered events', (p) => p.deadLetters);
  perProjection('botdir_projection_events_per_second', 'Events applied per second', (p) => {
    const at = now();
    const before = previous.get(p.name);
    previous.set(p.name, { checkpoint: p.checkpoint, at });
    if (!before || at <= before.at) return 0;
    return Math.max(0, (p.checkpoint - before.checkpoint) / ((at - before.at) / 1000));
  });
  new Gauge({
    name: 'botdir_projection_head',
    help: 'Position of the last event in the log',
    registers: [registry],
    async collect() {
      this.set((await status()).head);
    },
  });
}
