import type { RecordedEvent } from '@botdir/contracts';
import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  START,
  WrongExpectedVersionError,
  jsonEvent,
  type JSONType,
} from '@eventstore/db-client';
import type {
  AllSubscription,
  AppendOptions,
  AppendResult,
  EventStore,
  EventToAppend,
  ExpectedRevision,
  ReadAllOptions,
  ReadStreamOptions,
  SubscribeToAllOptions,
} from '../event-store.port';
import { assertExpectedRevision, NO_STREAM_REVISION } from '../expected-revision';
import { compactMetadata } from '../stored-metadata';
import { assertDistinctEventIds, resolveIdempotentRetry } from '../idempotent-retry';
import { EsdbAllSubscription } from './esdb-all-subscription';
import { toPortAppendError, toEsdbExpectedRevision } from './esdb-expected-revision';
import { collectEvents, collectPage } from './esdb-reads';
import { toEsdbConnectionString } from './esdb-connection-string';
import { EsdbIdempotencyRecords } from './esdb-idempotency-records';
import { esdbStoreIdentity } from './esdb-store-identity';
import { TruncationFilter, truncateEsdbStream, truncatedBefore } from './esdb-truncation';
import { retryWindowOf, type RetryWindow, type RetryWindowOptions } from '../retry-window';
import type { RecordedRef } from './esdb-idempotency-records';

/**
 * How far back a retried append is looked for in its own stream, beside the idempotency records:
 * it covers a crash between an append and its records (and, with ESDB's own deduplication,
 * concurrent attempts of one command).
 */
const IDEMPOTENCY_TAIL = 100;
/** Records asked of the server per page of a log read (system events and records included). */
const READ_PAGE = 1000;
/** A backwards page while looking for the newest directory event. */
const HEAD_PAGE = 32;

const toEventData = (event: EventToAppend) =>
  jsonEvent({
    id: event.id,
    type: event.type,
    data: (event.data ?? null) as JSONType,
    metadata: compactMetadata(event.metadata) as unknown as JSONType,
  });

/** The production event store: EventStoreDB / KurrentDB over gRPC. */
export class EsdbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;
  private readonly subscriptions = new Set<EsdbAllSubscription>();
  private readonly records: EsdbIdempotencyRecords;
  private readonly retryWindow: RetryWindow;

  /**
   * `connection`: a connection string (`esdb://localhost:2113?tls=false`, or the same with
   * `kurrentdb://`, `kdb://` and their `+discover` forms), or a client.
   */
  constructor(connection: string | EventStoreDBClient, options: RetryWindowOptions = {}) {
    this.client =
      typeof connection === 'string'
        ? EventStoreDBClient.connectionString(toEsdbConnectionString(connection))
        : connection;
    this.records = new EsdbIdempotencyRecords(this.client);
    this.retryWindow = retryWindowOf(options);
  }

  /** Read from the server on every call: a server wiped or replaced under the url answers anew. */
  identity(): Promise<string> {
    return esdbStoreIdentity(this.client);
  }

  async appendToStream(
    streamId: string,
    events: EventToAppend[],
    expected: ExpectedRevision,
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    const ids = events.map((event) => event.id);
    assertDistinctEventIds(streamId, ids);
    const found = await this.withinRetryWindow(await this.records.find(ids));
    const recorded = resolveIdempotentRetry(streamId, ids, found);
    if (recorded) return recorded;
    const tail = await this.readTail(streamId);
    const retried = this.findRetry(streamId, ids, tail);
    if (retried) return retried;
    if (events.length === 0) return this.emptyAppend(streamId, expected, tail[0]);

    try {
      const written = await this.client.appendToStream(streamId, events.map(toEventData), {
        expectedRevision: toEsdbExpectedRevision(expected),
      });
      const result = await this.resultAt(streamId, Number(written.nextExpectedRevision));
      await this.records.record(streamId, ids, result, this.retryWindow.clock());
      // After the records, so a retry of the truncated events is still recognised. A crash
      // before this line leaves the stream whole until its next truncation.
      if (options.truncateBefore === 'appended') {
        await this.truncate(streamId, result.nextRevision - events.length + 1);
      }
      return result;
    } catch (error) {
      // A concurrent attempt of the same command may have written these ids first.
      if (error instanceof WrongExpectedVersionError) {
        const raced = this.findRetry(streamId, ids, await this.readTail(streamId));
        if (raced) return raced;
      }
      throw toPortAppendError(error, streamId, expected);
    }
  }

  truncateStream(streamId: string, beforeRevision: number): Promise<void> {
    return this.truncate(streamId, beforeRevision);
  }

  /**
   * Sets `$tb`, then limits the truncated events' idempotency records to the retry window (after
   * the truncation: a crash between the two keeps the records, never drops those of kept events).
   */
  private async truncate(streamId: string, beforeRevision: number): Promise<void> {
    const kept = await this.readStream(streamId);
    const truncated = kept.filter((event) => event.revision < beforeRevision);
    await truncateEsdbStream(this.client, streamId, beforeRevision);
    const cut = await truncatedBefore(this.client, streamId);
    const gone = truncated.filter((event) => event.revision < cut).map((event) => event.id);
    await this.records.expire(gone, this.retryWindow.retryWindowMs);
  }

  /**
   * Drops the records the retry window no longer covers: written longer ago than the window, of an
   * event since truncated. (The server hides them too once their `$maxAge` passes; this check
   * uses the adapter's clock, so both sides of the window are tested with a fake one.)
   */
  private async withinRetryWindow(refs: RecordedRef[]): Promise<RecordedRef[]> {
    const oldest = this.retryWindow.clock() - this.retryWindow.retryWindowMs;
    const expired = refs.filter((ref) => ref.recordedAt !== undefined && ref.recordedAt < oldest);
    if (expired.length === 0) return refs;
    const streams = [...new Set(expired.map((ref) => ref.streamId))];
    const cuts = new Map<string, number>();
    for (const stream of streams) cuts.set(stream, await truncatedBefore(this.client, stream));
    return refs.filter(
      (ref) => !expired.includes(ref) || ref.revision >= (cuts.get(ref.streamId) ?? 0),
    );
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    if (options.maxCount === 0) return [];
    const backwards = options.direction === 'backwards';
    const from = options.fromRevision;
    const read = this.client.readStream(streamId, {
      direction: backwards ? BACKWARDS : FORWARDS,
      fromRevision: from === undefined ? (backwards ? END : START) : BigInt(from),
      ...(options.maxCount === undefined ? {} : { maxCount: options.maxCount }),
    });
    return collectEvents(read, { maxCount: options.maxCount });
  }

  /**
   * Pages through $all asking the server for at most what is still wanted (plus the event at
   * `after` itself, which a read from a position includes), so no read is left open. Events of a
   * truncated stream's past are dropped (see TruncationFilter), so a page cut short by them goes on.
   */
  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const wanted = options.maxCount ?? Number.POSITIVE_INFINITY;
    const events: RecordedEvent[] = [];
    const truncation = new TruncationFilter(this.client);
    let after = options.after ?? 0;
    let from: bigint | null = after > 0 ? BigInt(after) : null;
    while (events.length < wanted) {
      const pageSize = Math.min(READ_PAGE, wanted - events.length + 1);
      const read = this.client.readAll({
        direction: FORWARDS,
        fromPosition: from === null ? START : { commit: from, prepare: from },
        maxCount: pageSize,
      });
      const stillWanted = wanted - events.length;
      const page = await collectPage(read, { after, maxCount: stillWanted });
      events.push(...(await truncation.keep(page.events)));
      const ended = page.received < pageSize && page.events.length < stillWanted;
      if (ended || page.lastPosition === null) break;
      from = page.lastPosition;
      after = Math.max(after, Number(from));
    }
    return events;
  }

  subscribeToAll(options: SubscribeToAllOptions = {}): AllSubscription {
    const truncation = new TruncationFilter(this.client);
    const subscription = new EsdbAllSubscription(
      this.client,
      options.after ?? 0,
      (closed) => this.subscriptions.delete(closed),
      (event) => truncation.isKept(event),
    );
    this.subscriptions.add(subscription);
    return subscription;
  }

  /** The newest directory event's position, skipping system events and bookkeeping records. */
  async headPosition(): Promise<number> {
    let from: bigint | null = null;
    for (;;) {
      const read = this.client.readAll({
        direction: BACKWARDS,
        fromPosition: from === null ? END : { commit: from, prepare: from },
        maxCount: HEAD_PAGE,
      });
      const page = await collectPage(read, { maxCount: 1 });
      const last = page.events[0];
      if (last) return last.position;
      if (page.received < HEAD_PAGE || page.lastPosition === null) return 0;
      from = page.lastPosition;
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    await this.client.dispose();
  }

  /** The stream's newest events, newest first. */
  private readTail(streamId: string): Promise<RecordedEvent[]> {
    return this.readStream(streamId, { direction: 'backwards', maxCount: IDEMPOTENCY_TAIL });
  }

  private findRetry(streamId: string, ids: string[], tail: RecordedEvent[]): AppendResult | null {
    const wanted = new Set(ids);
    return resolveIdempotentRetry(
      streamId,
      ids,
      tail.filter((event) => wanted.has(event.id)),
    );
  }

  private emptyAppend(
    streamId: string,
    expected: ExpectedRevision,
    last: RecordedEvent | undefined,
  ): AppendResult {
    const actual = last?.revision ?? NO_STREAM_REVISION;
    assertExpectedRevision(streamId, expected, actual);
    return { nextRevision: actual, position: last?.position ?? 0 };
  }

  /** ESDB answers an append with one position for the whole write: read the last event's own. */
  private async resultAt(streamId: string, revision: number): Promise<AppendResult> {
    const [last] = await this.readStream(streamId, { fromRevision: revision, maxCount: 1 });
    if (!last) throw new Error(`Stream ${streamId}: revision ${revision} not found after append`);
    return { nextRevision: revision, position: last.position };
  }
}
