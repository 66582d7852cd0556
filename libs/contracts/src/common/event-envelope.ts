/** Who issued a command: the Discord user and the staff roles they held at that moment. */
export interface Actor {
  id: string;
  name: string;
  roles: string[];
}

/** Metadata carried by every event. It is the audit trail (ARCHITECTURE invariant 3). */
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

/** An event as the store holds it. `position` is its place in the global log. */
export interface RecordedEvent<E extends DomainEvent = DomainEvent> {
  id: string;
  streamId: string;
  revision: number;
  position: number;
  type: E['type'];
  data: E['data'];
  metadata: EventMetadata;
}
