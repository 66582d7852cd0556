import type { GroupCommitted } from './commit-group';
import type { TransferredError } from './error-transfer';
import type { EncodedAppend } from './sqlite-append';

/** Main thread to commit thread: one group at a time, or the end. */
export type ToCommitWorker = { type: 'commit'; group: EncodedAppend[] } | { type: 'close' };

/** Commit thread to main thread: the group's outcomes, or why its transaction failed as a whole. */
export type FromCommitWorker =
  | ({ type: 'committed' } & GroupCommitted<TransferredError>)
  | { type: 'failed'; error: TransferredError };
