import type { RecordedEvent } from '@botdir/contracts';

export type StoredEvent = Pick<RecordedEvent, 'id' | 'type' | 'data' | 'metadata'>;

/** A process manager: reacts to stored events with idempotent commands on other streams. */
export interface EventReactor {
  /** Returns the highest log position it wrote (0 when it wrote nothing). */
  react(events: StoredEvent[]): Promise<number>;
}

/** Registered by the composition root (AppModule), so infrastructure names no module. */
export const EVENT_REACTORS = Symbol('EVENT_REACTORS');
