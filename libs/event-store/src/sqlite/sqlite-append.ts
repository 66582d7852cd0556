import type Database from 'better-sqlite3';
import type {
  AppendOptions,
  AppendResult,
  EventToAppend,
  ExpectedRevision,
} from '../event-store.port';
import { assertExpectedRevision, NO_STREAM_REVISION } from '../expected-revision';
import { compactMetadata } from '../stored-metadata';
import {
  assertDistinctEventIds,
  resolveIdempotentRetry,
  type StoredEventRef,
} from '../idempotent-retry';

/** One append of `appendBatch`. */
export interface StreamAppend {
  streamId: string;
  events: EventToAppend[];
  expected: ExpectedRevision;
  truncateBefore?: AppendOptions['truncateBefore'];
}

/** The append's time and the retry window (ms): plain numbers, as they cross to the commit thread. */
export interface AppendClock {
  at: number;
  retryWindowMs: number;
}

/** An event as the log stores it: data and metadata already JSON. */
export interface EncodedEvent {
  id: string;
  type: string;
  data: string;
  metadata: string;
}

/** An append ready for the log; plain strings, so it crosses to the commit thread cheaply. */
export interface EncodedAppend {
  streamId: string;
  events: EncodedEvent[];
  expected: ExpectedRevision;
  /** 'appended': before this append's first event; a number: `truncateStream`'s revision. */
  truncateBefore?: 'appended' | number;
  clock: AppendClock;
}

export function encodeAppend(
  { streamId, events, expected, truncateBefore }: StreamAppend,
  clock: AppendClock,
): EncodedAppend {
  return {
    streamId,
    expected,
    clock,
    ...(truncateBefore === undefined ? {} : { truncateBefore }),
    events: events.map((event) => ({
      id: event.id,
      type: event.type,
      data: JSON.stringify(event.data ?? null),
      metadata: JSON.stringify(compactMetadata(event.metadata)),
    })),
  };
}

/**
 * Expired ids dropped by each truncation: more than one truncation keeps (a stats post keeps one,
 * a settled delivery a few), so the table stays at one window's worth without a sweeper.
 */
const EXPIRED_IDS_PER_TRUNCATION = 64;

type Statement<Params extends unknown[], Row = unknown> = Database.Statement<Params, Row>;

interface AppendStatements {
  lastRevision: Statement<[string], { revision: number; position: number }>;
  findByIds: Statement<[string, number], StoredEventRef>;
  insert: Statement<[string, string, number, string, string, string]>;
  keepTruncatedIds: Statement<[number, string, number]>;
  deleteTruncated: Statement<[string, number]>;
  dropExpiredIds: Statement<[number]>;
}

function prepareAppendStatements(db: Database.Database): AppendStatements {
  return {
    lastRevision: db.prepare<[string], { revision: number; position: number }>(
      'SELECT revision, position FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1',
    ),
    /** The ids are passed as one JSON array, so one statement serves appends of any size. */
    findByIds: db.prepare<[string, number], StoredEventRef>(
      `WITH ids AS (SELECT value FROM json_each(?))
       SELECT event_id AS id, stream_id AS streamId, revision, position FROM events
       WHERE event_id IN ids
       UNION ALL
       SELECT event_id AS id, stream_id AS streamId, revision, position FROM truncated_events
       WHERE event_id IN ids AND truncated_at >= ?`,
    ),
    insert: db.prepare<[string, string, number, string, string, string]>(
      `INSERT INTO events (event_id, stream_id, revision, type, data, metadata)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ),
    // REPLACE: an id found here again was appended anew after its window; its new truncation
    // starts a new window.
    keepTruncatedIds: db.prepare<[number, string, number]>(
      `INSERT OR REPLACE INTO truncated_events (event_id, stream_id, revision, position, truncated_at)
       SELECT event_id, stream_id, revision, position, ? FROM events
       WHERE stream_id = ? AND revision < ?`,
    ),
    dropExpiredIds: db.prepare<[number]>(
      `DELETE FROM truncated_events WHERE event_id IN (
         SELECT event_id FROM truncated_events WHERE truncated_at < ?
         ORDER BY truncated_at LIMIT ${EXPIRED_IDS_PER_TRUNCATION})`,
    ),
    deleteTruncated: db.prepare<[string, number]>(
      'DELETE FROM events WHERE stream_id = ? AND revision < ?',
    ),
  };
}

/** Where the stream is cut: never past its last event, so its revision counter stays in the log. */
function truncationPoint(
  truncateBefore: EncodedAppend['truncateBefore'],
  firstAppended: number,
  lastRevision: number,
): number | null {
  if (truncateBefore === undefined || lastRevision < 0) return null;
  if (truncateBefore === 'appended') return firstAppended <= lastRevision ? firstAppended : null;
  return Math.min(truncateBefore, lastRevision);
}

/**
 * One append on `db`, with its idempotent-retry and expected-revision checks. The returned
 * function must run inside an IMMEDIATE transaction: the checks and the writes see the same log.
 */
export function appenderFor(db: Database.Database): (append: EncodedAppend) => AppendResult {
  const statements = prepareAppendStatements(db);
  const truncate = (streamId: string, before: number, { at, retryWindowMs }: AppendClock) => {
    statements.keepTruncatedIds.run(at, streamId, before);
    statements.deleteTruncated.run(streamId, before);
    statements.dropExpiredIds.run(at - retryWindowMs);
  };
  return ({ streamId, events, expected, truncateBefore, clock }) => {
    const ids = events.map((event) => event.id);
    assertDistinctEventIds(streamId, ids);
    if (ids.length > 0) {
      const stored = statements.findByIds.all(JSON.stringify(ids), clock.at - clock.retryWindowMs);
      const retried = resolveIdempotentRetry(streamId, ids, stored);
      if (retried) return retried;
    }
    const last = statements.lastRevision.get(streamId);
    const actual = last?.revision ?? NO_STREAM_REVISION;
    assertExpectedRevision(streamId, expected, actual);

    let position = last?.position ?? 0;
    events.forEach((event, index) => {
      const revision = actual + 1 + index;
      const inserted = statements.insert.run(
        event.id,
        streamId,
        revision,
        event.type,
        event.data,
        event.metadata,
      );
      position = Number(inserted.lastInsertRowid);
    });
    const nextRevision = actual + events.length;
    const cut = truncationPoint(truncateBefore, actual + 1, nextRevision);
    if (cut !== null) truncate(streamId, cut, clock);
    return { nextRevision, position };
  };
}
