import { openEventStore, type EventStore } from '@botdir/event-store';
import type { AppConfig } from '../config/app-config';

export function createEventStore(config: AppConfig): EventStore {
  return openEventStore({ url: config.eventStoreUrl, dataDir: config.dataDir });
}
