import { ErrorType, convertToCommandError, isCommandError } from '@eventstore/db-client';

/**
 * Client error types that say the server could not be reached or could not answer now: the
 * client reconnects on UNAVAILABLE, CANCELLED and NOT_LEADER, a deadline or a server-side timeout
 * passes, and the same request may succeed when retried.
 */
const OUTAGE_TYPES: ReadonlySet<ErrorType> = new Set([
  ErrorType.UNAVAILABLE,
  ErrorType.DEADLINE_EXCEEDED,
  ErrorType.NOT_LEADER,
  ErrorType.CANCELLED,
  ErrorType.TIMEOUT,
]);

/** The client's own message when no node of a cluster answered gossip (Client/discovery.js). */
const DISCOVERY_FAILED = /^Failed to discover after \d+ attempts\.$/;

/** A gRPC status as grpc-js reports it: what the client converts (or passes through unconverted). */
function isGrpcStatus(error: object): error is Error {
  const { code, details, metadata } = error as {
    code?: unknown;
    details?: unknown;
    metadata?: unknown;
  };
  return (
    error instanceof Error &&
    typeof code === 'number' &&
    typeof details === 'string' &&
    typeof (metadata as { getMap?: unknown } | undefined)?.getMap === 'function'
  );
}

/**
 * True when an error of @eventstore/db-client 6.2 means EventStoreDB is unreachable or not
 * answering. The client's errors set no `name` (every one is "Error"), so they are told apart by
 * its exported `isCommandError` and `type`; a raw gRPC status it passes through (the server
 * features call ahead of the first append) goes through its own `convertToCommandError` first.
 */
export function isEsdbOutage(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const converted = isGrpcStatus(error) ? convertToCommandError(error) : error;
  if (converted instanceof Error && isCommandError(converted))
    return OUTAGE_TYPES.has(converted.type);
  return error instanceof Error && DISCOVERY_FAILED.test(error.message);
}
