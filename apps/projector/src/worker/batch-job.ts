import type { RecordedEvent } from '@botdir/contracts';

/** The one ordered queue every batch goes through. */
export const PROJECTION_QUEUE = 'projections';

/** A run of consecutive events of the log: everything after `after` up to the last event. */
export interface BatchJob {
  /** Position of the event just before the first one (exclusive start), 0 at the beginning. */
  after: number;
  events: RecordedEvent[];
}

/**
 * Deterministic: the same range always gets the same id, so a feeder that restarts and enqueues
 * it again while the first job is still in Redis adds nothing.
 */
export function batchJobId(events: readonly RecordedEvent[]): string {
  return `batch-${events[0]!.position}-${events[events.length - 1]!.position}`;
}
