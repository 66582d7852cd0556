import type { TransferredError } from './error-transfer';
import type { SqliteEventRow } from './sqlite-event-row';
import type { StreamReadRequest } from './sqlite-statements';

/** Main thread to a read thread: reads, answered by id in any order the caller awaits them. */
export type ToStreamReadWorker =
  { type: 'read'; id: number; read: StreamReadRequest } | { type: 'close' };

/** Read thread to main thread: the rows as stored (decoded on the main thread), or the error. */
export type FromStreamReadWorker =
  | { type: 'rows'; id: number; rows: SqliteEventRow[] }
  | { type: 'failed'; id: number; error: TransferredError };
