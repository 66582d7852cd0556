import type { RecordedEvent } from '@botdir/contracts';
import { decodeStoredEvent } from '../stored-metadata';

/** A row of the `events` table, as selected by the store's queries. */
export interface SqliteEventRow {
  position: number;
  event_id: string;
  stream_id: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
}

export const EVENT_COLUMNS = 'position, event_id, stream_id, revision, type, data, metadata';

/** Decodes a stored row and brings it to the current schema version of its type. */
export function toRecordedEvent(row: SqliteEventRow): RecordedEvent {
  return decodeStoredEvent({
    id: row.event_id,
    streamId: row.stream_id,
    revision: row.revision,
    position: row.position,
    type: row.type,
    data: parseOrKeep(row.data),
    metadata: parseOrKeep(row.metadata),
  });
}

/** Text another tool stored that is not JSON stays text: projections dead-letter it, never crash. */
function parseOrKeep(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
