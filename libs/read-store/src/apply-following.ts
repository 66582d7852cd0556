import type { RecordedEvent } from '@botdir/contracts';
import type { ProjectionStore } from './read-store.port';

/**
 * A batch that follows `after` in the log met read models behind `after`: applying it would skip
 * the events between. Happens when a replay promoted a copy whose checkpoints are lower than the
 * position this projector had reached. Nothing was written.
 */
export class ProjectionGapError extends Error {
  readonly code = 'READ_STORE.GAP';
  constructor(
    /** The lowest checkpoint of the store's read models. */
    readonly checkpoint: number,
    readonly after: number,
  ) {
    super(`Read models are at position ${checkpoint}, the batch starts after ${after}`);
    this.name = 'ProjectionGapError';
  }
}

/** Reads the log strictly after a position (the event store's readAll). */
export type LogReader = (after: number, maxCount: number) => Promise<RecordedEvent[]>;

const GAP_PAGE = 1000;
const MAX_ATTEMPTS = 10;

/**
 * Applies a batch that follows `after` in the log so that no event is ever skipped: when the read
 * models are behind `after`, the missing events are read with `readLog` and applied first, then
 * the batch. The store checks the gap in the same transaction (or guarded write) as the batch, so
 * a promotion between the check and the write cannot slip through. Returns the events filled in.
 */
export async function applyFollowing(
  store: ProjectionStore,
  events: RecordedEvent[],
  after: number,
  readLog: LogReader,
): Promise<number> {
  let filled = 0;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await store.applyEvents(events, { after });
      return filled;
    } catch (error) {
      if (!(error instanceof ProjectionGapError) || attempt >= MAX_ATTEMPTS) throw error;
      filled += await fillGap(store, error.checkpoint, after, readLog);
    }
  }
}

async function fillGap(
  store: ProjectionStore,
  from: number,
  upTo: number,
  readLog: LogReader,
): Promise<number> {
  let cursor = from;
  let filled = 0;
  while (cursor < upTo) {
    const page = (await readLog(cursor, GAP_PAGE)).filter((event) => event.position <= upTo);
    if (page.length === 0) break;
    try {
      await store.applyEvents(page, { after: cursor });
    } catch (error) {
      if (error instanceof ProjectionGapError) break; // promoted again: start over from it
      throw error;
    }
    filled += page.length;
    cursor = page[page.length - 1]!.position;
  }
  return filled;
}
