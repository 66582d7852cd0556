import { Metadata, status, type ServiceError } from '@grpc/grpc-js';
// How @grpc/grpc-js turns a call's status into the error it hands the client.
import { callErrorFromStatus } from '@grpc/grpc-js/build/src/call';
import {
  WrongExpectedVersionError,
  convertToCommandError,
  type CurrentRevision,
} from '@eventstore/db-client';
import type { ExpectedRevision } from '../event-store.port';
import { toEsdbExpectedRevision, toPortAppendError } from '../esdb/esdb-expected-revision';

/**
 * The errors @eventstore/db-client 6.2 raises, built the way it builds them: a gRPC status as
 * grpc-js reports it, converted by the client's own `convertToCommandError`.
 */
export function grpcStatusError(
  code: status,
  details: string,
  metadata = new Metadata(),
): ServiceError {
  return callErrorFromStatus({ code, details, metadata }, '(fault injected by the test kit)');
}

const clientError = (code: status, details: string, metadata?: Metadata): Error =>
  convertToCommandError(grpcStatusError(code, details, metadata));

/** UnavailableError: the connection dropped, or no connection could be made. */
export const unavailable = (details = 'Connection dropped'): Error =>
  clientError(status.UNAVAILABLE, details);

/** DeadlineExceededError: the server did not answer within the call's deadline. */
export const deadlineExceeded = (details = 'Deadline exceeded'): Error =>
  clientError(status.DEADLINE_EXCEEDED, details);

/** NotLeaderError: a follower refused a write; the client reconnects to the leader it names. */
export function notLeader(leader = { host: 'node2', port: 2113 }): Error {
  const metadata = new Metadata();
  metadata.set('exception', 'not-leader');
  metadata.set('leader-endpoint-host', leader.host);
  metadata.set('leader-endpoint-port', String(leader.port));
  return clientError(status.NOT_FOUND, 'Leader info available', metadata);
}

/**
 * The client's WrongExpectedVersionError for an append (built as its append does), as the ESDB
 * adapter hands it on: the port's WrongExpectedRevisionError. The raw client error never leaves
 * the adapter.
 */
export function wrongExpectedVersion(
  streamId: string,
  expected: ExpectedRevision,
  actual: number,
): unknown {
  const current: CurrentRevision = actual < 0 ? 'no_stream' : BigInt(actual);
  const raw = new WrongExpectedVersionError(undefined, {
    streamName: streamId,
    expected: toEsdbExpectedRevision(expected),
    current,
  });
  return toPortAppendError(raw, streamId, expected);
}
