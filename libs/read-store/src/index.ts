export * from './read-store.port';
export * from './read-ports';
export * from './public-developer-bots';
export { PROJECTION_NAMES, type ProjectionName } from './projections/projection';
export { readModelsTouchedBy } from './projections/read-models-touched';
export { PROJECTION_ATTEMPTS } from './projections/run-batch';
export { SqliteReadStore, type SqliteReadStoreOptions } from './sqlite/sqlite-read-store';
export { tableNames as sqliteTableNames } from './sqlite/sqlite-schema';
export { MongoReadStore, type MongoReadStoreOptions } from './mongo/mongo-read-store';
export { openReadStore, type ReadStoreLocation } from './open-read-store';
export { EventStoreMismatchError } from './event-store-binding';
export { applyFollowing, ProjectionGapError, type LogReader } from './apply-following';
export {
  decodeCursor,
  encodeCursor,
  listSortOf,
  type CursorSort,
  type ListCursor,
} from './listing-cursor';
export { mongoUrlProblem } from './mongo/mongo-connection-string';
