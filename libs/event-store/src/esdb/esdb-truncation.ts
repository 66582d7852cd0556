import type { RecordedEvent } from '@botdir/contracts';
import { BACKWARDS, END, type EventStoreDBClient } from '@eventstore/db-client';
import { collectEvents } from './esdb-reads';

/** Streams whose truncation a reader remembers before it starts over (memory bound). */
const REMEMBERED_STREAMS = 10_000;

/** The stream's `$tb` (0 when it has none). */
export async function truncatedBefore(client: EventStoreDBClient, streamId: string) {
  const { metadata } = await client.getStreamMetadata(streamId);
  const before = metadata?.truncateBefore;
  return typeof before === 'number' && before > 0 ? before : 0;
}

/**
 * Sets the stream's `$tb`, keeping its other metadata (an operator's `$maxAge`), never past its
 * last event and never back. The read and the write are not one operation: two truncations of one
 * stream at once could leave the lower one, which only keeps an event readable until the next.
 */
export async function truncateEsdbStream(
  client: EventStoreDBClient,
  streamId: string,
  beforeRevision: number,
): Promise<void> {
  const [last] = await collectEvents(
    client.readStream(streamId, { direction: BACKWARDS, fromRevision: END, maxCount: 1 }),
  );
  if (!last) return;
  const before = Math.min(beforeRevision, last.revision);
  const { metadata } = await client.getStreamMetadata(streamId);
  const current = metadata?.truncateBefore;
  if (typeof current === 'number' && current >= before) return;
  await client.setStreamMetadata(streamId, { ...metadata, truncateBefore: before });
}

/**
 * ESDB leaves truncated events in $all until a scavenge, while stream reads hide them at once: a
 * log reader drops them itself, so a replay sees what the SQLite log shows. It reads each stream's
 * `$tb` once per reader (the value only grows: a remembered one can let through an event truncated
 * since, which a live reader would have seen anyway).
 */
export class TruncationFilter {
  private readonly before = new Map<string, number>();

  constructor(private readonly client: EventStoreDBClient) {}

  async isKept(event: RecordedEvent): Promise<boolean> {
    return event.revision >= (await this.truncatedBefore(event.streamId));
  }

  async keep(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    const streams = [...new Set(events.map((event) => event.streamId))];
    await Promise.all(streams.map((streamId) => this.truncatedBefore(streamId)));
    const kept = await Promise.all(events.map((event) => this.isKept(event)));
    return events.filter((_, index) => kept[index]);
  }

  private async truncatedBefore(streamId: string): Promise<number> {
    const known = this.before.get(streamId);
    if (known !== undefined) return known;
    const before = await truncatedBefore(this.client, streamId);
    if (this.before.size >= REMEMBERED_STREAMS) this.before.clear();
    this.before.set(streamId, before);
    return before;
  }
}
