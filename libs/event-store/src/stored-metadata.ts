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

function isStoredMetadata(value: unknown): value is StoredMetadata {
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
    (metadata['correlationId'] === undefined || isText(metadata['correlationId'])) &&
    (metadata['causationId'] === undefined || isText(metadata['causationId'])) &&
    (metadata['schemaVersion'] === undefined || Number.isSafeInteger(metadata['schemaVersion']))
  );
}

/**
 * The metadata as the stores keep it: correlation and causation ids equal to the command id (a
 * command no event caused: every request, the outbox's own steps) and schema version 1 are left
 * out, about 100 bytes of each such event; `toEventMetadata` puts them back, and reads rows
 * written whole before as they are.
 */
export function compactMetadata(metadata: EventMetadata): StoredMetadata {
  const { correlationId, causationId, schemaVersion, ...kept } = metadata;
  return {
    ...kept,
    ...(correlationId === metadata.commandId ? {} : { correlationId }),
    ...(causationId === metadata.commandId ? {} : { causationId }),
    ...(schemaVersion === 1 ? {} : { schemaVersion }),
  };
}

/** Metadata as stored: whole, or compact (see compactMetadata). */
export type StoredMetadata = Omit<
  EventMetadata,
  'correlationId' | 'causationId' | 'schemaVersion'
> &
  Partial<Pick<EventMetadata, 'correlationId' | 'causationId' | 'schemaVersion'>>;

/**
 * Every reader (projections, deciders, the audit trail) relies on the metadata's shape, and one
 * event a reader cannot decode would stop the log for everyone. An event written without it, or
 * with something else in its place, reads with a placeholder actor, its own id as command,
 * correlation and causation, and schema version 1: projections then skip a type they do not
 * know, or dead-letter a directory type whose data is malformed.
 */
export function toEventMetadata(stored: unknown, eventId: string, writtenAt?: Date): EventMetadata {
  if (isStoredMetadata(stored)) {
    return {
      ...stored,
      correlationId: stored.correlationId ?? stored.commandId,
      causationId: stored.causationId ?? stored.commandId,
      schemaVersion: stored.schemaVersion ?? 1,
    };
  }
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
