import * as fs from 'node:fs';
import * as path from 'node:path';
import type { EventStore } from './event-store.port';
import { EsdbEventStore } from './esdb/esdb-event-store';
import { SqliteEventStore } from './sqlite/sqlite-event-store';

export interface EventStoreLocation {
  /** esdb:// or kurrentdb:// connection string; null for the embedded SQLite log. */
  url: string | null;
  /** Folder of `events.sqlite` when there is no url. */
  dataDir: string;
  /** How often an idle SQLite subscription looks for other processes' appends. */
  pollIntervalMs?: number;
}

/** EventStoreDB/KurrentDB when a url is configured, else the SQLite log in the data folder. */
export function openEventStore({ url, dataDir, pollIntervalMs }: EventStoreLocation): EventStore {
  if (url) return new EsdbEventStore(url);
  fs.mkdirSync(dataDir, { recursive: true });
  return new SqliteEventStore(
    path.join(dataDir, 'events.sqlite'),
    pollIntervalMs ? { pollIntervalMs } : {},
  );
}
