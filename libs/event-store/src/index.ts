export * from './event-store.port';
export * from './event-store.errors';
export * from './event-ids';
export { assertExpectedRevision, NO_STREAM_REVISION } from './expected-revision';
export { SqliteEventStore } from './sqlite/sqlite-event-store';
export type { SqliteEventStoreOptions, StreamAppend } from './sqlite/sqlite-event-store';
export { EsdbEventStore } from './esdb/esdb-event-store';
export { openEventStore, type EventStoreLocation } from './open-event-store';
export { EVENT_STORE_URL_SCHEMES } from './esdb/esdb-connection-string';
