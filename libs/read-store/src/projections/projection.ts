import type { RecordedEvent } from '@botdir/contracts';

export const PROJECTION_NAMES = ['bots', 'submissions', 'ratings', 'invite-activity'] as const;
export type ProjectionName = (typeof PROJECTION_NAMES)[number];

/**
 * One read model: documents keyed by a string, each evolved by a pure function of the previous
 * document and an event. Both adapters store the documents; neither decides what they hold.
 */
export interface Projection<Doc> {
  readonly name: ProjectionName;
  /** The document this event touches, or null when the event is not for this read model. */
  keyOf(event: RecordedEvent): string | null;
  /** The next document; null removes it. Throws on malformed data (the event is dead-lettered). */
  evolve(doc: Doc | null, event: RecordedEvent): Doc | null;
}
