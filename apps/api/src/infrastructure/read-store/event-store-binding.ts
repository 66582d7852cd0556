import type { EventStore } from '@botdir/event-store';
import type { ProjectionStore } from '@botdir/read-store';

/**
 * Ties the read models' checkpoints to the log behind EVENT_STORE_URL, asking the store for its
 * identity now: EventStoreMismatchError when they count in another log (a server wiped or
 * replaced under the same url answers a new identity).
 */
export async function bindToEventStore(
  readStore: Pick<ProjectionStore, 'bindEventStore'>,
  eventStore: EventStore,
): Promise<void> {
  await readStore.bindEventStore(await eventStore.identity());
}
