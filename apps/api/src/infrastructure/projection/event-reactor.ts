import type { DirectoryEvent, RecordedEnvelope } from '@botdir/contracts';

/** A directory event with its id and audit metadata (a union: narrowing on `type` types `data`). */
export type StoredEvent = Pick<RecordedEnvelope, 'id' | 'metadata'> & DirectoryEvent;

/** A process manager: reacts to stored events with idempotent commands on other streams. */
export interface EventReactor {
  /** Returns the highest log position it wrote (0 when it wrote nothing). */
  react(events: StoredEvent[]): Promise<number>;
}

/** Registered by the composition root (AppModule), so infrastructure names no module. */
export const EVENT_REACTORS = Symbol('EVENT_REACTORS');
