import Database from 'better-sqlite3';
import { IdempotencyConflictError, WrongExpectedRevisionError } from '../event-store.errors';
import type { ExpectedRevision } from '../event-store.port';

/** An error as plain data, so it can cross from the commit thread (classes do not survive). */
export type TransferredError =
  | {
      kind: 'wrong-expected-revision';
      streamId: string;
      expected: ExpectedRevision;
      actual: number;
    }
  | { kind: 'idempotency-conflict'; streamId: string; storedEventIds: string[]; reason: string }
  | { kind: 'sqlite'; message: string; code: string }
  | { kind: 'other'; name: string; message: string; code?: string };

export function toTransferable(error: unknown): TransferredError {
  if (error instanceof WrongExpectedRevisionError) {
    const { streamId, expected, actual } = error;
    return { kind: 'wrong-expected-revision', streamId, expected, actual };
  }
  if (error instanceof IdempotencyConflictError) {
    const { streamId, storedEventIds, reason } = error;
    return { kind: 'idempotency-conflict', streamId, storedEventIds, reason };
  }
  if (error instanceof Database.SqliteError) {
    return { kind: 'sqlite', message: error.message, code: error.code };
  }
  const {
    name = 'Error',
    message = String(error),
    code,
  } = (error ?? {}) as Partial<Error> & {
    code?: unknown;
  };
  return typeof code === 'string'
    ? { kind: 'other', name, message, code }
    : { kind: 'other', name, message };
}

/** The same error class and fields the caller would have met without the commit thread. */
export function fromTransferable(transferred: TransferredError): Error {
  switch (transferred.kind) {
    case 'wrong-expected-revision':
      return new WrongExpectedRevisionError(
        transferred.streamId,
        transferred.expected,
        transferred.actual,
      );
    case 'idempotency-conflict':
      return new IdempotencyConflictError(
        transferred.streamId,
        transferred.storedEventIds,
        transferred.reason,
      );
    case 'sqlite':
      return new Database.SqliteError(transferred.message, transferred.code);
    case 'other': {
      const error = new Error(transferred.message) as Error & { code?: string };
      error.name = transferred.name;
      if (transferred.code !== undefined) error.code = transferred.code;
      return error;
    }
  }
}
