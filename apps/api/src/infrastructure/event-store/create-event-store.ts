import * as fs from 'node:fs';
import * as path from 'node:path';
import { EsdbEventStore, SqliteEventStore, type EventStore } from '@botdir/event-store';
import type { AppConfig } from '../config/app-config';

/** EventStoreDB/KurrentDB when EVENT_STORE_URL is set, else the embedded SQLite log in DATA_DIR. */
export function createEventStore(config: AppConfig): EventStore {
  if (config.eventStoreUrl) return new EsdbEventStore(config.eventStoreUrl);
  fs.mkdirSync(config.dataDir, { recursive: true });
  return new SqliteEventStore(path.join(config.dataDir, 'events.sqlite'));
}
