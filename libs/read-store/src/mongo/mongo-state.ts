import { randomBytes } from 'node:crypto';
import type { Connection } from 'mongoose';
import { PROJECTION_NAMES, type ProjectionName } from '../projections/projection';
import {
  deadLetterCollection,
  ensureMongoIndexes,
  mongoCollections,
  MONGO_COLLECTION_OF,
  stateCollection,
  type Generations,
  type MongoCollections,
} from './mongo-collections';

/**
 * Which generation of each read model is live, and its checkpoint, in ONE document: promotion
 * swaps a generation and its checkpoint in one atomic write (no collection is renamed, so no
 * reader's cursor dies), and a projector that resolved the old generation before the swap writes
 * only to the old collections, its checkpoint update matching nothing. `shadow` describes the
 * replay in progress.
 */
export interface ReadModelState {
  _id: Scope;
  generations: Generations;
  checkpoints: Partial<Record<ProjectionName, number>>;
  /** `EventStore.identity()` of the log the checkpoints count in. */
  eventStore: string | null;
  /** Bumped by each batch that changed a counted bot field (mongo-counters.ts). */
  countersVersion?: number;
}

export type Scope = 'live' | 'shadow';

const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

export const newGeneration = (): string =>
  `g${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

export async function readState(connection: Connection, scope: Scope): Promise<ReadModelState> {
  const row = await stateCollection(connection).findOne({ _id: scope });
  return (row as unknown as ReadModelState | null) ?? emptyState(scope);
}

const emptyState = (scope: Scope): ReadModelState => ({
  _id: scope,
  generations: {},
  checkpoints: {},
  eventStore: null,
});

/** A first generation of every read model, on an empty database (the first process wins). */
export async function ensureLiveState(connection: Connection): Promise<void> {
  const state = stateCollection(connection);
  if (await state.findOne({ _id: 'live' })) return;
  const generation = newGeneration();
  const generations = Object.fromEntries(PROJECTION_NAMES.map((name) => [name, generation]));
  await createGeneration(connection, generations as Required<Generations>, PROJECTION_NAMES);
  try {
    await state.insertOne({ _id: 'live', generations, checkpoints: {}, eventStore: null });
  } catch (error) {
    if (!isDuplicate(error)) throw error;
  }
}

export async function createGeneration(
  connection: Connection,
  generations: Required<Generations>,
  projections: readonly ProjectionName[],
): Promise<MongoCollections> {
  const c = mongoCollections(connection, generations);
  for (const projection of projections) await ensureMongoIndexes(c, projection);
  return c;
}

/** What a store of `scope` works on: its projections' generations, the others live. */
export interface MongoView {
  c: MongoCollections;
  state: ReadModelState;
  live: ReadModelState;
}

export async function resolveView(connection: Connection, scope: Scope): Promise<MongoView> {
  const live = await readState(connection, 'live');
  const state = scope === 'live' ? live : await readState(connection, 'shadow');
  const generations = { ...live.generations, ...state.generations } as Required<Generations>;
  return { c: mongoCollections(connection, generations), state, live };
}

const GENERATION_COLLECTION = new RegExp(
  `^(${Object.values(MONGO_COLLECTION_OF).join('|')})_(g[0-9a-z]+)$`,
);

/**
 * Drops generations neither live nor in the current shadow, and their dead letters. Run when a new
 * replay starts, long after the previous swap, so no reader is still on a retired generation.
 */
export async function dropRetiredGenerations(connection: Connection): Promise<void> {
  const [live, shadow] = [
    await readState(connection, 'live'),
    await readState(connection, 'shadow'),
  ];
  const kept = new Set([...Object.values(live.generations), ...Object.values(shadow.generations)]);
  const db = connection.db;
  if (!db) throw new Error('MongoDB connection is not open');
  for (const { name } of await db.listCollections({}, { nameOnly: true }).toArray()) {
    const generation = GENERATION_COLLECTION.exec(name)?.[2];
    if (generation && !kept.has(generation)) await db.dropCollection(name);
  }
  await deadLetterCollection(connection).deleteMany({ generation: { $nin: [...kept] } });
}
