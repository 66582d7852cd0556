import mongoose, { mongo } from 'mongoose';

/** Driver (mongodb 7.8) errors raised when no server can be reached or used. */
const UNREACHABLE = [
  mongo.MongoServerSelectionError,
  // MongoNetworkTimeoutError and the pool's MongoPoolClearedError extend it.
  mongo.MongoNetworkError,
  mongo.MongoNotConnectedError,
  mongo.MongoTopologyClosedError,
  mongo.MongoServerClosedError,
  // What mongoose makes of a MongoServerSelectionError when it (re)opens the connection.
  mongoose.Error.MongooseServerSelectionError,
];

/**
 * Labels the driver or the server put on errors worth retrying later: a network error or a member
 * stepping down (RetryableWriteError, also on a bulk error that wraps one), a pool cleared after a
 * network error (ResetPool), a server refusing connections under load (SystemOverloadedError).
 */
const TRANSIENT_LABELS = [
  mongo.MongoErrorLabel.RetryableWriteError,
  mongo.MongoErrorLabel.ResetPool,
  mongo.MongoErrorLabel.SystemOverloadedError,
];

/**
 * Server replies of a member that cannot serve now (the driver's retryable codes,
 * mongodb/src/error.ts): not primary, recovering, shutting down, stepped down, unreachable host.
 */
const UNAVAILABLE_CODES = new Set([
  6, 7, 89, 91, 189, 9001, 10058, 10107, 11600, 11602, 13435, 13436,
]);

/** True when a MongoDB error means the server is unreachable or unavailable (a 503, not a bug). */
export function isMongoOutage(error: unknown): boolean {
  if (UNREACHABLE.some((type) => error instanceof type)) return true;
  if (!(error instanceof mongo.MongoError)) return false;
  if (TRANSIENT_LABELS.some((label) => error.hasErrorLabel(label))) return true;
  return typeof error.code === 'number' && UNAVAILABLE_CODES.has(error.code);
}
