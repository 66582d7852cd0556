import type { EventStore } from '@botdir/event-store';
import { openReadStore, type ReadStore } from '@botdir/read-store';
import type { AppConfig } from '../config/app-config';

/** The read store, refused (with the operator's way out) when it was built from another log. */
export async function createReadStore(
  config: AppConfig,
  eventStore: EventStore,
): Promise<ReadStore> {
  const readStore = await openReadStore({ mongoUrl: config.mongoUrl, dataDir: config.dataDir });
  try {
    await readStore.bindEventStore(await eventStore.identity());
  } catch (error) {
    await readStore.close();
    throw error;
  }
  return readStore;
}
