import type { DirectoryEventType, RecordedEnvelope, DirectoryEvent } from '@botdir/contracts';

/** A directory event with its id and audit metadata (a union: narrowing on `type` types `data`). */
export type StoredEvent = Pick<RecordedEnvelope, 'id' | 'metadata'> & DirectoryEvent;

/** A stored event of one of the given types. */
export type StoredEventOf<Type extends DirectoryEventType> = Extract<StoredEvent, { type: Type }>;

/**
 * A process manager's reaction to stored events: idempotent commands on the streams of the module
 * that owns it. Built with `onEvents`, run by the ReactionRegistry (projector pass, inline).
 */
export interface Reaction {
  /** The event types it reacts to; the runner hands it nothing else. */
  readonly types: ReadonlySet<DirectoryEventType>;
  /**
   * True when a command appending one of these types answers only once the reactions to its events
   * have run (read-your-writes for the user who acted; see docs/architecture.md "Reactions").
   */
  readonly inline: boolean;
  /** Returns the highest log position it wrote (0 when it wrote nothing). */
  react(events: readonly StoredEvent[]): Promise<number>;
}

/** A provider that holds one reaction (what the composition root registers). */
export interface Reactor {
  readonly reaction: Reaction;
}

/** Registered by the composition root (AppModule), so infrastructure names no module. */
export const REACTORS = Symbol('REACTORS');
