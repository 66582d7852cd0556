import type { ExpectedRevision } from './event-store.port';
import { WrongExpectedRevisionError } from './event-store.errors';

/** Revision of a stream that has no events. */
export const NO_STREAM_REVISION = -1;

/** Throws unless `actual` (revision of the stream's last event, -1 if none) meets `expected`. */
export function assertExpectedRevision(
  streamId: string,
  expected: ExpectedRevision,
  actual: number,
): void {
  const exists = actual > NO_STREAM_REVISION;
  const met =
    expected === 'any' ||
    (expected === 'no_stream' && !exists) ||
    (expected === 'stream_exists' && exists) ||
    expected === actual;
  if (!met) throw new WrongExpectedRevisionError(streamId, expected, actual);
}
