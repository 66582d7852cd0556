import {
  upcast,
  type EventMetadata,
  type RecordedEvent,
  type UncheckedEvent,
} from '@botdir/contracts';

/** Who wrote an event that came without the directory's metadata (another tool, a manual fix). */
export const FOREIGN_ACTOR = {
  id: 'unknown',
  name: 'unknown (written by another tool)',
  roles: [],
};

const isText = (value: unknown): value is string => typeof value === 'string';

function isEventMetadata(value: unknown): value is EventMetadata {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const metadata = value as Record<string, unknown>;
  const actor = metadata['actor'] as Record<string, unknown> | null | undefined;
  return (
    actor !== null &&
    typeof actor === 'object' &&
    isText(actor['id']) &&
    Array.isArray(actor['roles']) &&
    isText(metadata['commandId']) &&
    isText(metadata['occurredAt']) &&
    (metadata['schemaVersion'] === undefined || Number.isSafeInteger(metadata['schemaVersion']))
  );
}

/**
 * Every reader (projections, deciders, the audit trail) relies on the metadata's shape, and one
 * event a reader cannot decode would stop the log for everyone. An event written without it, or
 * with something else in its place, reads with a placeholder actor, its own id as command,
 * correlation and causation, and schema version 1: projections then skip a type they do not
 * know, or dead-letter a directory type whose data is malformed.
 */
export function toEventMetadata(stored: unknown, eventId: string, writtenAt?: Date): EventMetadata {
  if (isEventMetadata(stored)) return stored;
  return {
    actor: { ...FOREIGN_ACTOR, roles: [] },
    correlationId: eventId,
    causationId: eventId,
    commandId: eventId,
    occurredAt: (writtenAt ?? new Date(0)).toISOString(),
    schemaVersion: 1,
  };
}

/**
 * A stored event as readers get it: metadata in its safe shape, data upcast to the current schema
 * version. Data an upcaster cannot read stays as stored, so the projections dead-letter that one
 * event instead of every read of the log failing on it.
 */
export function decodeStoredEvent(
  stored: Omit<UncheckedEvent, 'metadata'> & { metadata: unknown },
  writtenAt?: Date,
): RecordedEvent {
  return upcast({ ...stored, metadata: toEventMetadata(stored.metadata, stored.id, writtenAt) });
}
