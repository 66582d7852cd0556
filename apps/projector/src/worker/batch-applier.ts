import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import { applyFollowing, PROJECTION_STORE, type ProjectionStore } from '@botdir/read-store';
import { PROJECTOR_CONFIG } from '../config/projector-config.token';
import type { ProjectorConfig } from '../config/projector-config';
import { projectedPosition } from '../projection/projected-position';
import { projectRange } from '../projection/project-range';
import { lastPositionOf, type BatchJob } from './batch-job';

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
    @Inject(PROJECTION_STORE) private readonly readStore: ProjectionStore,
    @Inject(PROJECTOR_CONFIG) private readonly config: ProjectorConfig,
  ) {}

  async apply(job: BatchJob): Promise<BatchResult> {
    const upTo = lastPositionOf(job);
    const checkpoint = await projectedPosition(this.readStore);
    if (upTo === null || upTo <= checkpoint) return { gapFilled: 0, applied: false };
    const batchSize = this.config.batchSize;
    let gapFilled = 0;
    if (job.events) {
      // The gap is checked again with the write itself: a replay may promote a lower copy meanwhile.
      gapFilled = await applyFollowing(this.readStore, job.events, job.after, (after, maxCount) =>
        this.eventStore.readAll({ after, maxCount: Math.min(maxCount, batchSize) }),
      );
    } else {
      // Read from the log from where the read store stands, or from job.after (the gap filled first).
      await projectRange(this.eventStore, this.readStore, {
        after: Math.max(job.after, checkpoint),
        upTo,
        batchSize,
        onFilled: (count) => (gapFilled += count),
      });
    }
    return { gapFilled, applied: true };
  }
}
