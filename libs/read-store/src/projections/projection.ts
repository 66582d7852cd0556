import type { DirectoryEventOf, DirectoryEventType, RecordedEvent } from '@botdir/contracts';

export const PROJECTION_NAMES = [
  'bots',
  'submissions',
  'ratings',
  'invite-activity',
  'analytics',
  'webhooks',
  'webhook-deliveries',
  'reports',
  'notifications',
  'notification-webhooks',
  'bot-history',
  'developer-pages',
  'bans',
  'reviews',
  'staff-activity',
  'canned-reasons',
  'vote-reminders',
] as const;
export type ProjectionName = (typeof PROJECTION_NAMES)[number];

/**
 * One read model: documents keyed by a string, each evolved by a pure function of the previous
 * document and an event. Both adapters store the documents; neither decides what they hold.
 * `keyOf` and `evolve` see only events that passed `checkEvent`: typed, upcast and well formed.
 */
export interface Projection<Doc> {
  readonly name: ProjectionName;
  /** The event types this read model folds: a malformed event of one of them is dead-lettered. */
  readonly eventTypes: ReadonlySet<string>;
  /** The document this event touches, or null when the event is not for this read model. */
  keyOf(event: RecordedEvent): string | null;
  /** The next document; null removes it. */
  evolve(doc: Doc | null, event: RecordedEvent): Doc | null;
}

/** A read model written against only the events it folds (its switch is exhaustive over them). */
export interface ProjectionSpec<Doc, Type extends DirectoryEventType> {
  readonly name: ProjectionName;
  readonly eventTypes: readonly Type[];
  keyOf(event: RecordedEvent<DirectoryEventOf<Type>>): string;
  evolve(doc: Doc | null, event: RecordedEvent<DirectoryEventOf<Type>>): Doc | null;
}

/** Every other event passes the read model by: it keeps no document for it. */
export function defineProjection<Doc, Type extends DirectoryEventType>(
  spec: ProjectionSpec<Doc, Type>,
): Projection<Doc> {
  const eventTypes: ReadonlySet<string> = new Set<string>(spec.eventTypes);
  const folds = (event: RecordedEvent): event is RecordedEvent<DirectoryEventOf<Type>> =>
    eventTypes.has(event.type);
  return {
    name: spec.name,
    eventTypes,
    keyOf: (event) => (folds(event) ? spec.keyOf(event) : null),
    evolve: (doc, event) => (folds(event) ? spec.evolve(doc, event) : doc),
  };
}
