import { setImmediate as nextTurn } from 'node:timers/promises';
import type { RecordedEvent } from '@botdir/contracts';
import type { EventStore } from '@botdir/event-store';
import { applyFollowing, type ProjectionStore } from '@botdir/read-store';

export interface ProjectRangeOptions {
  /** Exclusive start position. */
  after: number;
  /** Inclusive end position; omit to follow the log until it has nothing more. */
  upTo?: number;
  batchSize: number;
  /** Called after each durable batch with the events it held. */
  onBatch?: (events: RecordedEvent[]) => void;
  /** Called when events before a page had to be applied first (a replay promoted a lower copy). */
  onFilled?: (count: number) => void;
}

/**
 * Reads the log from `after` in pages and applies each page to the read store, in order. Shared
 * by the worker's gap filling, the replay command, the benchmark's inline path and the tests'
 * "fresh full replay". Returns the position of the last event applied (or `after`).
 */
export async function projectRange(
  eventStore: EventStore,
  readStore: ProjectionStore,
  options: ProjectRangeOptions,
): Promise<number> {
  const upTo = options.upTo ?? Number.MAX_SAFE_INTEGER;
  let cursor = options.after;
  while (cursor < upTo) {
    const page = await eventStore.readAll({ after: cursor, maxCount: options.batchSize });
    const events = page.filter((event) => event.position <= upTo);
    if (events.length === 0) break;
    const filled = await applyFollowing(readStore, events, cursor, (after, maxCount) =>
      eventStore.readAll({ after, maxCount: Math.min(maxCount, options.batchSize) }),
    );
    if (filled > 0) options.onFilled?.(filled);
    options.onBatch?.(events);
    cursor = events[events.length - 1]!.position;
    if (events.length < page.length) break;
    // Between batches, let the process breathe: lock renewals, signals, other readers.
    await nextTurn();
  }
  return cursor;
}
