import type { EventStore } from '@botdir/event-store';
import type { ProjectionStore } from '@botdir/read-store';
import { createEventStore, createReadStore } from '../config/create-stores';
import type { ProjectorConfig } from '../config/projector-config';

export interface CliStores {
  eventStore: EventStore;
  readStore: ProjectionStore;
}

/** Opens the deployment's event store and read store for one command, and closes them after. */
export async function withStores<T>(
  config: ProjectorConfig,
  command: (stores: CliStores) => Promise<T>,
): Promise<T> {
  const eventStore = createEventStore(config);
  try {
    const readStore = await createReadStore(config);
    try {
      return await command({ eventStore, readStore });
    } finally {
      await readStore.close();
    }
  } finally {
    await eventStore.close();
  }
}

/** Where a command writes its lines (stdout in the CLI, an array in tests). */
export type Print = (line: string) => void;
