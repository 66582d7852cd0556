import type { RecordedEvent } from '@botdir/contracts';

/** The one ordered queue every batch goes through. */
export const PROJECTION_QUEUE = 'projections';

/**
 * A run of consecutive events of the log, by position: everything after `after` up to `upTo`. The
 * worker reads the events from the log itself, so no event travels through Redis as JSON. Jobs
 * enqueued by an older feeder carry the `events` instead (and no `upTo`): still applied as such.
 */
export interface BatchJob {
  /** Position of the event just before the first one (exclusive start), 0 at the beginning. */
  after: number;
  /** Position of the last event (inclusive end). */
  upTo?: number;
  events?: RecordedEvent[];
}

/** The last position a job covers, or null for an empty one. */
export const lastPositionOf = (job: BatchJob): number | null =>
  job.upTo ?? job.events?.at(-1)?.position ?? null;

/**
 * Deterministic: the same range always gets the same id, so a feeder that restarts and enqueues
 * it again while the first job is still in Redis adds nothing.
 */
export function batchJobId(events: readonly RecordedEvent[]): string {
  return `batch-${events[0]!.position}-${events[events.length - 1]!.position}`;
}
