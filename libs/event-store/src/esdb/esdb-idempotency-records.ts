import {
  ANY,
  BACKWARDS,
  END,
  StreamNotFoundError,
  jsonEvent,
  type EventStoreDBClient,
} from '@eventstore/db-client';
import type { AppendResult } from '../event-store.port';
import type { StoredEventRef } from '../idempotent-retry';
import { BOOKKEEPING_STREAM_PREFIX } from './esdb-store-identity';

/** Streams of the adapter's own bookkeeping; reads of the directory's log never show them. */
export const IDEMPOTENCY_STREAM_PREFIX = `${BOOKKEEPING_STREAM_PREFIX}idempotency-`;
const RECORD_TYPE = 'AppendRecorded';

/** What one successful append stored: enough to answer a retry of any of its ids. */
export interface AppendRecord {
  streamId: string;
  eventIds: string[];
  nextRevision: number;
  position: number;
  /** When the append was written (ms, the adapter's clock); absent on records made before. */
  recordedAt?: number;
}

/** A stored id, with when its append was written. */
export type RecordedRef = StoredEventRef & { recordedAt?: number };

/** Every id of a recorded append, placed where the append put it. */
export function refsOfRecord(record: AppendRecord): RecordedRef[] {
  const first = record.nextRevision - record.eventIds.length + 1;
  return record.eventIds.map((id, index) => ({
    id,
    streamId: record.streamId,
    revision: first + index,
    position: record.position,
    ...(typeof record.recordedAt === 'number' ? { recordedAt: record.recordedAt } : {}),
  }));
}

/**
 * ESDB has no lookup by event id, and its own deduplication covers only a retry with the same
 * expected revision (best-effort for `any`). So each append leaves one small record per event id,
 * in a stream named after the id: a retry is recognised however many events came after it, and an
 * id already used by another stream (a reused Idempotency-Key) is refused. The record is written
 * after the append; the adapter also checks the stream's tail for the crash between the two.
 */
export class EsdbIdempotencyRecords {
  constructor(private readonly client: EventStoreDBClient) {}

  /** Where the given ids are stored, as far as the records tell. */
  async find(ids: string[]): Promise<RecordedRef[]> {
    const records = await Promise.all(ids.map((id) => this.read(id)));
    const wanted = new Set(ids);
    const refs = new Map<string, RecordedRef>();
    for (const record of records) {
      for (const ref of record ? refsOfRecord(record) : []) {
        if (wanted.has(ref.id)) refs.set(ref.id, ref);
      }
    }
    return [...refs.values()];
  }

  async record(
    streamId: string,
    ids: string[],
    result: AppendResult,
    recordedAt: number,
  ): Promise<void> {
    const data: AppendRecord = { streamId, eventIds: ids, ...result, recordedAt };
    await Promise.all(
      ids.map(async (id) => {
        const event = jsonEvent({ type: RECORD_TYPE, data: { ...data } });
        // Any revision: the newest record answers. A concurrent attempt of the same append adds
        // the same record; an id appended anew after its retry window ran out gets its new place.
        await this.client.appendToStream(`${IDEMPOTENCY_STREAM_PREFIX}${id}`, event, {
          expectedRevision: ANY,
        });
      }),
    );
  }

  /**
   * The records of truncated events get a `$maxAge` of the retry window: the server stops showing
   * them once it has passed (counted from the append, as the port promises) and the weekly
   * scavenge reclaims their space. Records of kept events stay: they are found forever.
   */
  async expire(ids: string[], retryWindowMs: number): Promise<void> {
    const maxAge = Math.max(1, Math.ceil(retryWindowMs / 1000));
    await Promise.all(
      ids.map((id) =>
        this.client.setStreamMetadata(`${IDEMPOTENCY_STREAM_PREFIX}${id}`, { maxAge }),
      ),
    );
  }

  private async read(id: string): Promise<AppendRecord | null> {
    const read = this.client.readStream(`${IDEMPOTENCY_STREAM_PREFIX}${id}`, {
      direction: BACKWARDS,
      fromRevision: END,
      maxCount: 1,
    });
    try {
      for await (const resolved of read) {
        const data = resolved.event?.data as AppendRecord | undefined;
        return data && Array.isArray(data.eventIds) ? data : null;
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return null;
      throw error;
    }
    return null;
  }
}
