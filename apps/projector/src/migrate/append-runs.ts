import type { StoredEvent } from './raw-sqlite-log';

/**
 * Bytes of events one append of the copy may carry. EventStoreDB refuses an append over its
 * MaxAppendSize (1 MiB by default, counted over the events' data and metadata); half of it
 * leaves room for what the count leaves out.
 */
export const MAX_APPEND_BYTES = 512 * 1024;

const bytesOf = (event: StoredEvent): number =>
  Buffer.byteLength(JSON.stringify(event.data ?? null)) +
  Buffer.byteLength(JSON.stringify(event.metadata)) +
  Buffer.byteLength(event.type) +
  Buffer.byteLength(event.id);

/**
 * Consecutive events of one stream, as they were written, cut so that no append carries more
 * than `maxBytes` (an event larger than that goes alone). Each run starts at its first event's
 * revision, so it expects the revision before it.
 */
export function appendRuns(events: StoredEvent[], maxBytes = MAX_APPEND_BYTES): StoredEvent[][] {
  const runs: StoredEvent[][] = [];
  let bytes = 0;
  for (const event of events) {
    const run = runs.at(-1);
    const size = bytesOf(event);
    if (run && run[0]!.streamId === event.streamId && bytes + size <= maxBytes) {
      run.push(event);
      bytes += size;
    } else {
      runs.push([event]);
      bytes = size;
    }
  }
  return runs;
}
