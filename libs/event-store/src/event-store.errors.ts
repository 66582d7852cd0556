import type { ExpectedRevision } from './event-store.port';

/** A lost race or a wrong expectation: the caller answers 409. */
export class WrongExpectedRevisionError extends Error {
  readonly code = 'EVENT_STORE.WRONG_EXPECTED_REVISION';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    /** Revision of the stream's last event, or -1 when the stream does not exist. */
    readonly actual: number,
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${actual}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

/**
 * Some event ids of an append are already stored, but not as that exact append (only part of
 * them, in another order, or in another stream): a retried command that does not match its
 * first attempt. Nothing is written; the caller answers 409.
 */
export class IdempotencyConflictError extends Error {
  readonly code = 'EVENT_STORE.IDEMPOTENCY_CONFLICT';
  constructor(
    readonly streamId: string,
    /** Ids of the append that are already stored. */
    readonly storedEventIds: string[],
    readonly reason: string,
  ) {
    super(`Stream ${streamId}: event ids already stored (${reason}): ${storedEventIds.join(', ')}`);
    this.name = 'IdempotencyConflictError';
  }
}
