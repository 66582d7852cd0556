import { openEventStore, type EventStore } from '@botdir/event-store';
import { openReadStore, type ProjectionStore } from '@botdir/read-store';
import type { ProjectorConfig } from './projector-config';

/** How often the feeder looks for appends made by the api process (ms). */
const EVENT_POLL_INTERVAL_MS = 10;

/** Wraps the configured store (tests inject faults this way). */
export type EventStoreWrapper = (store: EventStore) => EventStore;

export function createEventStore(config: ProjectorConfig, wrap?: EventStoreWrapper): EventStore {
  const store = openEventStore({
    url: config.eventStoreUrl,
    dataDir: config.dataDir,
    pollIntervalMs: EVENT_POLL_INTERVAL_MS,
  });
  return wrap ? wrap(store) : store;
}

export function createReadStore(config: ProjectorConfig): Promise<ProjectionStore> {
  return openReadStore({ mongoUrl: config.mongoUrl, dataDir: config.dataDir });
}
