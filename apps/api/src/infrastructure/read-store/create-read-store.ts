import * as fs from 'node:fs';
import * as path from 'node:path';
import { SqliteReadStore, type ReadStore } from '@botdir/read-store';
import type { AppConfig } from '../config/app-config';

/** MongoDB when MONGO_URL is set, else the embedded SQLite read models in DATA_DIR. */
export async function createReadStore(config: AppConfig): Promise<ReadStore> {
  if (config.mongoUrl) {
    const module = (await import('@botdir/read-store')) as {
      MongoReadStore?: { connect(url: string): Promise<ReadStore> };
    };
    if (!module.MongoReadStore)
      throw new Error('The MongoDB read store is not available in this build');
    return module.MongoReadStore.connect(config.mongoUrl);
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  return new SqliteReadStore({ path: path.join(config.dataDir, 'read-models.sqlite') });
}
