import type { Connection } from 'mongoose';
import type { ProjectionName } from '../projections/projection';
import {
  byProjection,
  ensureMongoIndexes,
  MONGO_COLLECTION_OF,
  mongoCollections,
  type MongoCollections,
} from './mongo-collections';

const isMissing = (error: unknown) => (error as { code?: number }).code === 26;

/** Empty `shadow_*` collections (with their indexes) for the projections, checkpoints at 0. */
export async function openMongoShadow(
  connection: Connection,
  projections: ProjectionName[],
): Promise<MongoCollections> {
  const shadow = mongoCollections(connection, projections);
  const owned = byProjection(shadow);
  for (const projection of projections) {
    const collection = owned[projection]!;
    await collection.drop().catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
    await connection.createCollection(collection.collectionName);
  }
  await shadow.deadLetters.deleteMany({ projection: { $in: projections } });
  for (const projection of projections) {
    await shadow.checkpoints.replaceOne({ _id: projection }, { position: 0 }, { upsert: true });
  }
  await ensureMongoIndexes(shadow);
  return shadow;
}

/**
 * Mongo has no multi-collection transaction here, so the order keeps every step safe to stop at:
 * live checkpoints first drop to at most the shadow's (replaying a little more is harmless under
 * the position guards), then each collection is renamed over the live one, then letters and
 * checkpoints follow.
 */
export async function promoteMongoShadow(
  connection: Connection,
  projections: ProjectionName[],
): Promise<void> {
  const live = mongoCollections(connection);
  const shadow = mongoCollections(connection, projections);
  const positions = new Map<string, number>();
  for (const row of await shadow.checkpoints.find({ _id: { $in: projections } }).toArray()) {
    positions.set(String(row._id), row['position'] as number);
  }
  for (const projection of projections) {
    const position = positions.get(projection);
    if (position === undefined) throw new Error(`No shadow of the ${projection} read model`);
    await live.checkpoints.updateOne({ _id: projection }, { $min: { position } });
  }
  const owned = byProjection(shadow);
  for (const projection of projections) {
    await owned[projection]!.rename(MONGO_COLLECTION_OF[projection], { dropTarget: true });
  }
  if (projections.includes('bots') !== projections.includes('ratings')) await syncRatings(live);
  const letters = { projection: { $in: projections } };
  await live.deadLetters.deleteMany(letters);
  const moved = await shadow.deadLetters.find(letters).toArray();
  if (moved.length > 0) await live.deadLetters.insertMany(moved);
  await shadow.deadLetters.deleteMany(letters);
  for (const [projection, position] of positions) {
    await live.checkpoints.updateOne({ _id: projection }, { $set: { position } }, { upsert: true });
    await shadow.checkpoints.deleteOne({ _id: projection });
  }
}

/** After one of bots and ratings was replayed alone, bot rows take the ratings now live. */
async function syncRatings(c: MongoCollections): Promise<void> {
  for await (const row of c.ratings.find({ doc: { $ne: null } })) {
    const doc = row['doc'] as { rating: number; ratingCount: number };
    await c.bots.updateOne(
      { _id: row._id },
      {
        $set: {
          rating: doc.rating,
          ratingCount: doc.ratingCount,
          ratingPosition: row['_position'],
        },
      },
    );
  }
}
