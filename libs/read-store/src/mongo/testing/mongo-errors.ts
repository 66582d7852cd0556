import { createRequire } from 'node:module';
import { mongo } from 'mongoose';

/**
 * MongoDB driver (7.8) errors built with the driver's own classes and constructor arguments, as
 * its code builds them (file references are to node_modules/mongodb/src). Tests throw these where
 * a server would have failed; nothing here imitates an error by name or message alone.
 */

interface BulkResult {
  ok: number;
  writeErrors: unknown[];
  writeConcernErrors: unknown[];
  insertedIds: unknown[];
  nInserted: number;
  nUpserted: number;
  nMatched: number;
  nModified: number;
  nRemoved: number;
  upserted: { index: number; _id: unknown }[];
}
interface BulkInternals {
  Batch: new (batchType: number, originalZeroIndex: number) => { operations: unknown[] };
  BatchType: { UPDATE: number };
  BulkWriteResult: new (bulkResult: BulkResult, isOrdered: boolean) => mongo.BulkWriteResult;
  WriteError: new (error: { index: number; code: number; errmsg: string; op: unknown }) => unknown;
  mergeBatchResults: (batch: unknown, bulkResult: BulkResult, err?: unknown) => void;
}
interface TopologyInternals {
  TopologyDescription: new (type: string) => mongo.TopologyDescription;
}

// The package exports these classes as types only; the driver mongoose loads holds them.
const driverRequire = createRequire(require.resolve('mongoose'));
const bulk = driverRequire('mongodb/lib/bulk/common') as BulkInternals;
const sdam = driverRequire('mongodb/lib/sdam/topology_description') as TopologyInternals;

const ADDRESS = '127.0.0.1:27017';

/** bulk/common.ts BulkOperationBase: the empty result a bulk starts from. */
const emptyBulkResult = (): BulkResult => ({
  ok: 1,
  writeErrors: [],
  writeConcernErrors: [],
  insertedIds: [],
  nInserted: 0,
  nUpserted: 0,
  nMatched: 0,
  nModified: 0,
  nRemoved: 0,
  upserted: [],
});

/** bulk/common.ts executeCommands: a failure of the whole command (no reply) wraps the cause. */
function bulkFailedWith(cause: Error): mongo.MongoBulkWriteError {
  return new mongo.MongoBulkWriteError(cause, new bulk.BulkWriteResult(emptyBulkResult(), false));
}

/** cmap/connection.ts onClose, then sdam/server.ts labels it retryable (retryWrites is on). */
export function networkClosed(): mongo.MongoNetworkError {
  const error = new mongo.MongoNetworkError(`connection 4 to ${ADDRESS} closed`);
  error.addErrorLabel(mongo.MongoErrorLabel.RetryableWriteError);
  return error;
}

/** cmap/connection.ts onTimeout: the socket timed out waiting for a reply. */
export const networkTimedOut = (): mongo.MongoNetworkTimeoutError =>
  new mongo.MongoNetworkTimeoutError(`connection 4 to ${ADDRESS} timed out`, {
    beforeHandshake: false,
  });

/** The reply of a member that stepped down: cmap/connection.ts throws MongoServerError(reply). */
export const notWritablePrimary = (): mongo.MongoServerError =>
  new mongo.MongoServerError({
    ok: 0,
    errmsg: 'not primary',
    code: 10107,
    codeName: 'NotWritablePrimary',
    errorLabels: [mongo.MongoErrorLabel.RetryableWriteError],
  });

/** sdam/topology.ts selectServer: no member answered within serverSelectionTimeoutMS. */
export const serverSelectionTimedOut = (): mongo.MongoServerSelectionError =>
  new mongo.MongoServerSelectionError(
    'Server selection timed out after 30000 ms',
    new sdam.TopologyDescription('Unknown'),
  );

/** utils.ts / execute_operation.ts: an operation on a client that was never connected. */
export const notConnected = (): mongo.MongoNotConnectedError =>
  new mongo.MongoNotConnectedError('Client must be connected before running operations');

/** sdam/topology.ts close: operations waiting for a server when the client closes. */
export const topologyClosed = (): mongo.MongoTopologyClosedError =>
  new mongo.MongoTopologyClosedError();

/** The bulk a network reset interrupted: nothing is known to have been written. */
export const bulkNetworkReset = (): mongo.MongoBulkWriteError => bulkFailedWith(networkClosed());

/** The bulk sent to a member that is no longer primary. */
export const bulkNotPrimary = (): mongo.MongoBulkWriteError => bulkFailedWith(notWritablePrimary());

/** The bulk whose server could not be selected. */
export const bulkServerSelection = (): mongo.MongoBulkWriteError =>
  bulkFailedWith(serverSelectionTimedOut());

/**
 * bulk/common.ts executeCommands, `thrownError instanceof MongoWriteConcernError` branch: the
 * primary applied `applied` updates but replication did not confirm them within wtimeout.
 */
export function bulkWriteConcernTimeout(applied: number): mongo.MongoBulkWriteError {
  const thrown = new mongo.MongoWriteConcernError({
    ok: 1,
    n: applied,
    nModified: applied,
    writeConcernError: {
      code: 64,
      codeName: 'WriteConcernFailed',
      errmsg: 'waiting for replication timed out',
      errInfo: { wtimeout: true },
    },
  });
  const result = emptyBulkResult();
  bulk.mergeBatchResults(new bulk.Batch(bulk.BatchType.UPDATE, 0), result, thrown);
  const writeConcernError = thrown.result['writeConcernError'] as { errmsg: string; code: number };
  return new mongo.MongoBulkWriteError(
    { message: writeConcernError.errmsg, code: writeConcernError.code },
    new bulk.BulkWriteResult(result, false),
  );
}

const duplicateMessage = (_id: unknown) =>
  `E11000 duplicate key error collection: read.bots index: _id_ dup key: { _id: ${JSON.stringify(_id)} }`;

/** operations/insert.ts: a single write's first write error, as a MongoServerError. */
export const duplicateKey = (_id: unknown): mongo.MongoServerError =>
  new mongo.MongoServerError({ index: 0, code: 11000, errmsg: duplicateMessage(_id) });

/**
 * bulk/common.ts handleWriteError: the server answered ok with a write error per failed update
 * (E11000 for an upsert whose `_id` exists but whose filter did not match).
 */
export function bulkDuplicateKeys(
  failed: { index: number; _id: unknown; op?: unknown }[],
  matched: number,
): mongo.MongoBulkWriteError {
  const result = emptyBulkResult();
  result.nMatched = matched;
  result.nModified = matched;
  for (const { index, _id, op } of failed) {
    const errmsg = duplicateMessage(_id);
    result.writeErrors.push(new bulk.WriteError({ index, code: 11000, errmsg, op }));
  }
  const first = result.writeErrors[0] as { errmsg: string; code: number } | undefined;
  return new mongo.MongoBulkWriteError(
    {
      message: first?.errmsg ?? 'write operation failed',
      code: first?.code ?? 0,
      writeErrors: result.writeErrors as mongo.WriteError[],
    },
    new bulk.BulkWriteResult(result, false),
  );
}

/** bulk/unordered.ts addToOperationsList: an update statement past maxBsonObjectSize. */
export const documentTooLarge = (): mongo.MongoInvalidArgumentError =>
  new mongo.MongoInvalidArgumentError(
    `Document is larger than the maximum size ${16 * 1024 * 1024}`,
  );
