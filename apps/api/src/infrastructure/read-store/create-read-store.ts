import { Logger } from '@nestjs/common';
import type { EventStore } from '@botdir/event-store';
import { openReadStore, type ReadStore } from '@botdir/read-store';
import { isOutage } from '@api/infrastructure/dependencies/is-outage';
import type { AppConfig } from '../config/app-config';

/**
 * The read store, refused (with the operator's way out) when it was built from another log. An
 * event store unreachable at start does not stop the api (public reads go on, commands answer 503
 * until it is back); the projector process checks the binding at its own start.
 */
export async function createReadStore(
  config: AppConfig,
  eventStore: EventStore,
): Promise<ReadStore> {
  const readStore = await openReadStore({ mongoUrl: config.mongoUrl, dataDir: config.dataDir });
  try {
    await readStore.bindEventStore(await eventStore.identity());
  } catch (error) {
    if (isOutage(error) || isOutage((error as { cause?: unknown }).cause)) {
      new Logger('ReadStore').warn('event store unreachable at start: binding not checked yet');
      return readStore;
    }
    await readStore.close();
    throw error;
  }
  return readStore;
}
