import { mongo } from 'mongoose';
import type { MongoCollection, MongoRow } from './mongo-collections';

/** One guarded write: the upsert, and the document key and position it must leave behind. */
export interface GuardedUpsert {
  _id: string | number;
  position: number;
  operation: mongo.AnyBulkWriteOperation<MongoRow>;
}

const DUPLICATE_KEY = 11000;

/**
 * A bulk error that can only mean "already written": write errors, every one E11000 (an upsert
 * whose position guard missed collides on `_id` with the document already there), and no write
 * concern error. The driver wraps a failure of the whole bulk (network reset, a primary that
 * stepped down, server selection, a write concern timeout) in a MongoBulkWriteError with NO write
 * errors (mongodb/src/bulk/common.ts executeCommands): that is not this case.
 */
function onlyGuardCollisions(error: unknown): boolean {
  if (!(error instanceof mongo.MongoBulkWriteError)) return false;
  const writeErrors = [error.writeErrors].flat();
  return (
    writeErrors.length > 0 &&
    writeErrors.every((writeError) => writeError.code === DUPLICATE_KEY) &&
    error.err === undefined &&
    error.result.getWriteConcernError() === undefined
  );
}

/**
 * True when every document holds its upsert's position or a later one. A guard collision is not
 * proof enough alone: a concurrent writer may have inserted an OLDER version between our upsert's
 * match and its insert, and the driver stops a bulk after the first of its server batches that
 * had write errors (executeCommands calls handleWriteError per batch), so later upserts may never
 * have been sent.
 */
async function allDurable(collection: MongoCollection, upserts: GuardedUpsert[]): Promise<boolean> {
  const stored = new Map<string, number>();
  const ids = upserts.map((upsert) => upsert._id);
  for await (const row of collection.find(
    { _id: { $in: ids } },
    { projection: { _position: 1 } },
  )) {
    stored.set(String(row._id), row['_position'] as number);
  }
  return upserts.every((upsert) => (stored.get(String(upsert._id)) ?? -1) >= upsert.position);
}

/**
 * Runs position-guarded upserts; resolves only when each of them is durable. "Duplicate key is
 * fine" means exactly: every write error is a guard collision and every document now holds its
 * position or a later one (a redelivered batch, or a retry after an answer that was lost). Any
 * other error is rethrown, so the batch is retried and its checkpoint does not move.
 */
export async function writeGuarded(
  collection: MongoCollection,
  upserts: GuardedUpsert[],
): Promise<void> {
  try {
    await collection.bulkWrite(
      upserts.map((upsert) => upsert.operation),
      { ordered: false },
    );
  } catch (error) {
    if (!onlyGuardCollisions(error) || !(await allDurable(collection, upserts))) throw error;
  }
}
