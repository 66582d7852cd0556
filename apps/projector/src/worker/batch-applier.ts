import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import { applyFollowing, READ_STORE, type ReadStore } from '@botdir/read-store';
import { PROJECTOR_CONFIG } from '../config/projector-config.token';
import type { ProjectorConfig } from '../config/projector-config';
import { projectedPosition } from '../projection/projected-position';
import type { BatchJob } from './batch-job';

export interface BatchResult {
  /** Events read back from the log because an earlier batch had not been applied. */
  gapFilled: number;
  /** False when the whole batch was already at or below the checkpoints (a redelivery). */
  applied: boolean;
}

/**
 * Applies one batch so that the read store never skips an event, whatever order jobs arrive in.
 * A batch at or below the checkpoints is a no-op; a batch that starts past the checkpoints (an
 * earlier job still waiting for a retry, or lost with a Redis that restarted empty) first reads
 * the missing range from the event store. `applyEvents` itself skips events at or below each
 * projection's checkpoint and writes documents and checkpoints in one durable transaction.
 */
@Injectable()
export class BatchApplier {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(PROJECTOR_CONFIG) private readonly config: ProjectorConfig,
  ) {}

  async apply(job: BatchJob): Promise<BatchResult> {
    const last = job.events[job.events.length - 1];
    const checkpoint = await projectedPosition(this.readStore);
    if (!last || last.position <= checkpoint) return { gapFilled: 0, applied: false };
    // The gap is checked again with the write itself: a replay may promote a lower copy meanwhile.
    const gapFilled = await applyFollowing(
      this.readStore,
      job.events,
      job.after,
      (after, maxCount) =>
        this.eventStore.readAll({ after, maxCount: Math.min(maxCount, this.config.batchSize) }),
    );
    return { gapFilled, applied: true };
  }
}
