import {
  ANY,
  NO_STREAM,
  STREAM_EXISTS,
  WrongExpectedVersionError,
  type AppendExpectedRevision,
} from '@eventstore/db-client';
import type { ExpectedRevision } from '../event-store.port';
import { WrongExpectedRevisionError } from '../event-store.errors';
import { NO_STREAM_REVISION } from '../expected-revision';

export function toEsdbExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'no_stream' || expected === NO_STREAM_REVISION) return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  if (expected === 'any') return ANY;
  return BigInt(expected);
}

/** ESDB's conflict becomes the port's typed error; anything else passes through unchanged. */
export function toPortAppendError(
  error: unknown,
  streamId: string,
  expected: ExpectedRevision,
): unknown {
  if (!(error instanceof WrongExpectedVersionError)) return error;
  const current = error.actualVersion;
  const actual = typeof current === 'bigint' ? Number(current) : NO_STREAM_REVISION;
  return new WrongExpectedRevisionError(streamId, expected, actual);
}
