import * as fs from 'node:fs';
import * as path from 'node:path';
import type { ReadStore } from './read-store.port';
import { MongoReadStore } from './mongo/mongo-read-store';
import { SqliteReadStore } from './sqlite/sqlite-read-store';

export interface ReadStoreLocation {
  /** mongodb:// connection string; null for the embedded SQLite read models. */
  mongoUrl: string | null;
  /** Folder of `read-models.sqlite` when there is no Mongo url. */
  dataDir: string;
}

/** MongoDB when a url is configured, else `read-models.sqlite` in the data folder. */
export async function openReadStore({ mongoUrl, dataDir }: ReadStoreLocation): Promise<ReadStore> {
  if (mongoUrl) return MongoReadStore.connect({ uri: mongoUrl });
  fs.mkdirSync(dataDir, { recursive: true });
  return new SqliteReadStore({ path: path.join(dataDir, 'read-models.sqlite') });
}
