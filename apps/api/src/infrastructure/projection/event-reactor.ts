import type { RecordedEvent } from '@botdir/contracts';

type StoredEvent = Pick<RecordedEvent, 'id' | 'type' | 'data' | 'metadata'>;

/** A process manager: reacts to stored events with idempotent commands on other streams. */
export interface EventReactor {
  react(events: StoredEvent[]): Promise<void>;
}

export const EVENT_REACTORS = Symbol('EVENT_REACTORS');
