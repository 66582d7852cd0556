import { Logger } from '@nestjs/common';
import type { EventStore } from '@botdir/event-store';
import { openReadStore, type ReadStore } from '@botdir/read-store';
import { isOutage } from '@api/infrastructure/dependencies/is-outage';
import type { AppConfig } from '../config/app-config';
import { bindToEventStore } from './event-store-binding';

/**
 * The read store, refused (with the operator's way out) when it was built from another log. An
 * event store unreachable at start does not stop the api (public reads go on, commands answer 503
 * until it is back): the log followers check the binding before they read it (LogFollower).
 */
export async function createReadStore(
  config: AppConfig,
  eventStore: EventStore,
): Promise<ReadStore> {
  const readStore = await openReadStore({ mongoUrl: config.mongoUrl, dataDir: config.dataDir });
  try {
    await bindToEventStore(readStore, eventStore);
  } catch (error) {
    if (isOutage(error) || isOutage((error as { cause?: unknown }).cause)) {
      new Logger('ReadStore').warn(
        'Event store unreachable at start: its identity is checked once it answers, before any event is read',
      );
      return readStore;
    }
    await readStore.close();
    throw error;
  }
  return readStore;
}
