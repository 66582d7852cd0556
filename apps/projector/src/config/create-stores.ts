import * as fs from 'node:fs';
import * as path from 'node:path';
import { EsdbEventStore, SqliteEventStore, type EventStore } from '@botdir/event-store';
import { SqliteReadStore, type ReadStore } from '@botdir/read-store';
import type { ProjectorConfig } from './projector-config';

/** How often the feeder looks for appends made by the api process (ms). */
const EVENT_POLL_INTERVAL_MS = 10;

/** EventStoreDB/KurrentDB when EVENT_STORE_URL is set, else `events.sqlite` in DATA_DIR. */
export function createEventStore(config: ProjectorConfig): EventStore {
  if (config.eventStoreUrl) return new EsdbEventStore(config.eventStoreUrl);
  fs.mkdirSync(config.dataDir, { recursive: true });
  return new SqliteEventStore(path.join(config.dataDir, 'events.sqlite'), {
    pollIntervalMs: EVENT_POLL_INTERVAL_MS,
  });
}

/** MongoDB when MONGO_URL is set, else `read-models.sqlite` in DATA_DIR (the api's files). */
export async function createReadStore(config: ProjectorConfig): Promise<ReadStore> {
  if (config.mongoUrl) {
    const module = (await import('@botdir/read-store')) as {
      MongoReadStore?: { connect(url: string): Promise<ReadStore> };
    };
    if (!module.MongoReadStore) {
      throw new Error('The MongoDB read store is not available in this build');
    }
    return module.MongoReadStore.connect(config.mongoUrl);
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  return new SqliteReadStore({ path: path.join(config.dataDir, 'read-models.sqlite') });
}
