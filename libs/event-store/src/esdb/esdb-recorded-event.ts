import type { RecordedEvent } from '@botdir/contracts';
import type { AllStreamResolvedEvent, ResolvedEvent } from '@eventstore/db-client';
import { decodeStoredEvent } from '../stored-metadata';
import { toPortPosition } from './esdb-position';
import { BOOKKEEPING_STREAM_PREFIX } from './esdb-store-identity';

/** ESDB's own streams and events ($stats, $metadata, projections) are not directory events. */
export const isSystemName = (name: string): boolean => name.startsWith('$');

/**
 * Maps an ESDB event to the port's shape, upcast to the current schema version.
 * Returns null for what the directory never stores: system events, links, binary events, and
 * the adapter's own bookkeeping streams.
 */
export function fromResolvedEvent(
  resolved: ResolvedEvent | AllStreamResolvedEvent,
): RecordedEvent | null {
  const event = resolved.event;
  if (!event || resolved.link || !event.isJson) return null;
  if (isSystemName(event.streamId) || isSystemName(event.type)) return null;
  if (event.streamId.startsWith(BOOKKEEPING_STREAM_PREFIX)) return null;
  if (!event.position) {
    throw new Error('EventStoreDB returned an event without a position (server older than 22.6?)');
  }
  return decodeStoredEvent(
    {
      id: event.id,
      streamId: event.streamId,
      revision: Number(event.revision),
      position: toPortPosition(event.position),
      type: event.type,
      data: event.data,
      metadata: event.metadata,
    },
    event.created,
  );
}
