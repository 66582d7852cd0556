import type { DirectoryEvent } from './directory-event';

/** Who issued a command: the Discord user and the staff roles they held at that moment. */
export interface Actor {
  id: string;
  name: string;
  roles: string[];
}

/** Metadata carried by every event. It is the audit trail (docs/architecture.md, invariant 3). */
export interface EventMetadata {
  actor: Actor;
  correlationId: string;
  causationId: string;
  commandId: string;
  occurredAt: string;
  schemaVersion: number;
}

/** An event as the domain produces it, before the store gives it a place. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/** Where the store holds an event and who caused it. `position` is its place in the global log. */
export interface RecordedEnvelope {
  id: string;
  streamId: string;
  revision: number;
  position: number;
  metadata: EventMetadata;
}

/**
 * An event as the store holds it, upcast to the current schema. Over a union of events it is a
 * union too, so narrowing on `type` narrows `data`.
 */
export type RecordedEvent<E extends DomainEvent = DirectoryEvent> = RecordedEnvelope & E;

/** A recorded event whose type and data nobody has checked (see `checkEvent`). */
export type UncheckedEvent = RecordedEvent<DomainEvent>;
