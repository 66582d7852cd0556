import type { RecordedEvent } from '@botdir/contracts';
import {
  StreamNotFoundError,
  type AllStreamResolvedEvent,
  type ResolvedEvent,
  type StreamingRead,
} from '@eventstore/db-client';
import { fromResolvedEvent } from './esdb-recorded-event';

export type EsdbRead = StreamingRead<ResolvedEvent | AllStreamResolvedEvent>;

export interface CollectOptions {
  /** Drop events at or before this position (ESDB reads from a position inclusively). */
  after?: number;
  maxCount?: number;
}

export interface CollectedPage {
  events: RecordedEvent[];
  /** Records the server sent, directory events or not (system events, idempotency records). */
  received: number;
  /** Prepare offset of the last record received, to continue a paged read after it. */
  lastPosition: bigint | null;
}

/**
 * Drains an ESDB read into port events. On an early stop (`maxCount` reached) it cancels the
 * gRPC call: leaving a for-await loop only destroys the client's Transform, and the server would
 * keep the read open (no deadline) on the shared HTTP/2 connection. A missing stream reads as
 * empty.
 */
export async function collectPage(
  read: EsdbRead,
  { after = Number.NEGATIVE_INFINITY, maxCount = Number.POSITIVE_INFINITY }: CollectOptions = {},
): Promise<CollectedPage> {
  const page: CollectedPage = { events: [], received: 0, lastPosition: null };
  if (maxCount <= 0) {
    await read.cancel();
    return page;
  }
  try {
    for await (const resolved of read) {
      page.received += 1;
      page.lastPosition = resolved.event?.position?.prepare ?? page.lastPosition;
      const event = fromResolvedEvent(resolved);
      if (!event || event.position <= after) continue;
      page.events.push(event);
      if (page.events.length >= maxCount) {
        await read.cancel();
        break;
      }
    }
  } catch (error) {
    if (error instanceof StreamNotFoundError) return page;
    throw error;
  }
  return page;
}

export async function collectEvents(
  read: EsdbRead,
  options: CollectOptions = {},
): Promise<RecordedEvent[]> {
  return (await collectPage(read, options)).events;
}
