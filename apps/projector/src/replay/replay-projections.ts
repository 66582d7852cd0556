import type { EventStore } from '@botdir/event-store';
import type { ProjectionName, ProjectionStore } from '@botdir/read-store';
import { projectedPosition } from '../projection/projected-position';
import { projectRange } from '../projection/project-range';

export interface ReplayOptions {
  /** Read models to rebuild; undefined: all of them. */
  projections?: ProjectionName[];
  batchSize: number;
  onProgress?: (progress: { events: number; position: number; head: number }) => void;
}

export interface ReplayResult {
  events: number;
  /** Position the rebuilt copy had reached when it was promoted. */
  promotedAt: number;
  /** Events the projector applied to the old copy during the swap, applied again afterwards. */
  caughtUpAfterSwap: number;
}

/**
 * Rebuilds read models from position 0 into a shadow copy beside the live one, catches up to the
 * head, then swaps it in atomically. Public reads answer from the old copy until the swap. Events
 * the running projector wrote to the old copy in the instant before the swap are applied to the
 * new one right after (positions make that idempotent).
 */
export async function replayProjections(
  eventStore: EventStore,
  readStore: ProjectionStore,
  options: ReplayOptions,
): Promise<ReplayResult> {
  const names = options.projections;
  const shadow = await readStore.openShadow(names);
  // The copy counts in this log: promoting every read model moves the checkpoints onto it.
  await shadow.bindEventStore(await eventStore.identity());
  let events = 0;
  let head = await eventStore.headPosition();
  let promotedAt = 0;
  try {
    promotedAt = await projectRange(eventStore, shadow, {
      after: 0,
      batchSize: options.batchSize,
      onBatch: (batch) => {
        events += batch.length;
        const position = batch[batch.length - 1]!.position;
        head = Math.max(head, position);
        options.onProgress?.({ events, position, head });
      },
    });
    await readStore.promoteShadow(names);
  } finally {
    await shadow.close();
  }
  let caughtUpAfterSwap = 0;
  await projectRange(eventStore, readStore, {
    after: await projectedPosition(readStore, names),
    batchSize: options.batchSize,
    onBatch: (batch) => (caughtUpAfterSwap += batch.length),
  });
  return { events, promotedAt, caughtUpAfterSwap };
}
