import { openEventStore, type EventStore } from '@botdir/event-store';
import type { AppConfig } from '../config/app-config';

/** Wraps the configured store (tests inject faults or competing commands this way). */
export type EventStoreWrapper = (store: EventStore) => EventStore;

export function createEventStore(config: AppConfig, wrap?: EventStoreWrapper): EventStore {
  const store = openEventStore({ url: config.eventStoreUrl, dataDir: config.dataDir });
  return wrap ? wrap(store) : store;
}
