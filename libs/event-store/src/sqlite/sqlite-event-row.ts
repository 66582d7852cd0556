import { upcast, type EventMetadata, type RecordedEvent } from '@botdir/contracts';

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
  return upcast({
    id: row.event_id,
    streamId: row.stream_id,
    revision: row.revision,
    position: row.position,
    type: row.type,
    data: JSON.parse(row.data) as unknown,
    metadata: JSON.parse(row.metadata) as EventMetadata,
  });
}
