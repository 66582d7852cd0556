import type { EventStore } from '@botdir/event-store';
import type { ProjectionStore } from '@botdir/read-store';
import { lagSecondsAfter } from './projection-status';
import type { Probe } from './readiness';

type LogReader = Pick<EventStore, 'readAll'>;

/**
 * The read models' lag in seconds: the age of the oldest event no projection has applied yet
 * (0 when caught up). Throws, failing readiness, once it reaches `maxLagSeconds`.
 */
export function projectionLagProbe(
  eventStore: LogReader,
  readStore: Pick<ProjectionStore, 'checkpoints'>,
  maxLagSeconds: number,
  now: () => number = Date.now,
): Probe {
  return async () => {
    const values = Object.values(await readStore.checkpoints());
    const checkpoint = values.length > 0 ? Math.min(...values) : 0;
    const lagSeconds = await lagSecondsAfter(eventStore, checkpoint, new Date(now()));
    if (lagSeconds >= maxLagSeconds) {
      throw new Error(
        `read models are ${lagSeconds.toFixed(1)} s behind the log (limit ${maxLagSeconds} s), at position ${checkpoint}`,
      );
    }
    return { lagSeconds, checkpoint };
  };
}
