import type { RecordedEvent } from '@botdir/contracts';
import {
  StreamNotFoundError,
  type AllStreamResolvedEvent,
  type ResolvedEvent,
} from '@eventstore/db-client';
import { fromResolvedEvent } from './esdb-recorded-event';

export interface CollectOptions {
  /** Drop events at or before this position (ESDB reads from a position inclusively). */
  after?: number;
  maxCount?: number;
}

/**
 * Drains an ESDB read into port events, stopping (and cancelling the read) once `maxCount`
 * directory events are collected. A missing stream reads as empty.
 */
export async function collectEvents(
  read: AsyncIterable<ResolvedEvent | AllStreamResolvedEvent>,
  { after = Number.NEGATIVE_INFINITY, maxCount = Number.POSITIVE_INFINITY }: CollectOptions = {},
): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  if (maxCount <= 0) return events;
  try {
    for await (const resolved of read) {
      const event = fromResolvedEvent(resolved);
      if (!event || event.position <= after) continue;
      events.push(event);
      if (events.length >= maxCount) break;
    }
  } catch (error) {
    if (error instanceof StreamNotFoundError) return [];
    throw error;
  }
  return events;
}
