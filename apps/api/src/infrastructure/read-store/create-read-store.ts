import { openReadStore, type ReadStore } from '@botdir/read-store';
import type { AppConfig } from '../config/app-config';

export function createReadStore(config: AppConfig): Promise<ReadStore> {
  return openReadStore({ mongoUrl: config.mongoUrl, dataDir: config.dataDir });
}
