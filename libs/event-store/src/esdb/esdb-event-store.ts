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
  AppendResult,
  EventStore,
  EventToAppend,
  ExpectedRevision,
  ReadAllOptions,
  ReadStreamOptions,
  SubscribeToAllOptions,
} from '../event-store.port';
import { assertExpectedRevision, NO_STREAM_REVISION } from '../expected-revision';
import { assertDistinctEventIds, resolveIdempotentRetry } from '../idempotent-retry';
import { EsdbAllSubscription } from './esdb-all-subscription';
import { toPortAppendError, toEsdbExpectedRevision } from './esdb-expected-revision';
import { toEsdbPosition } from './esdb-position';
import { collectEvents } from './esdb-reads';

/**
 * How far back a retried append is looked for. ESDB deduplicates ids only for a retry with the
 * same expected revision (and best-effort for ANY), so the adapter also reads the stream's tail:
 * a retry is recognised whatever its expected revision while fewer than this many events were
 * appended to the stream since.
 */
const IDEMPOTENCY_TAIL = 100;

const toEventData = (event: EventToAppend) =>
  jsonEvent({
    id: event.id,
    type: event.type,
    data: (event.data ?? null) as JSONType,
    metadata: event.metadata as unknown as JSONType,
  });

/** The production event store: EventStoreDB / KurrentDB over gRPC. */
export class EsdbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;
  private readonly subscriptions = new Set<EsdbAllSubscription>();

  /** `connection`: a connection string such as `esdb://localhost:2113?tls=false`, or a client. */
  constructor(connection: string | EventStoreDBClient) {
    this.client =
      typeof connection === 'string' ? EventStoreDBClient.connectionString(connection) : connection;
  }

  async appendToStream(
    streamId: string,
    events: EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    const ids = events.map((event) => event.id);
    assertDistinctEventIds(streamId, ids);
    const tail = await this.readTail(streamId);
    const retried = this.findRetry(streamId, ids, tail);
    if (retried) return retried;
    if (events.length === 0) return this.emptyAppend(streamId, expected, tail[0]);

    try {
      const written = await this.client.appendToStream(streamId, events.map(toEventData), {
        expectedRevision: toEsdbExpectedRevision(expected),
      });
      return await this.resultAt(streamId, Number(written.nextExpectedRevision));
    } catch (error) {
      // A concurrent attempt of the same command may have written these ids first.
      if (error instanceof WrongExpectedVersionError) {
        const raced = this.findRetry(streamId, ids, await this.readTail(streamId));
        if (raced) return raced;
      }
      throw toPortAppendError(error, streamId, expected);
    }
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

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    if (options.maxCount === 0) return [];
    const after = options.after ?? 0;
    const read = this.client.readAll({
      direction: FORWARDS,
      fromPosition: after > 0 ? toEsdbPosition(after) : START,
    });
    return collectEvents(read, { after, maxCount: options.maxCount });
  }

  subscribeToAll(options: SubscribeToAllOptions = {}): AllSubscription {
    const subscription = new EsdbAllSubscription(this.client, options.after ?? 0, (closed) =>
      this.subscriptions.delete(closed),
    );
    this.subscriptions.add(subscription);
    return subscription;
  }

  async headPosition(): Promise<number> {
    const read = this.client.readAll({ direction: BACKWARDS, fromPosition: END });
    const [last] = await collectEvents(read, { maxCount: 1 });
    return last?.position ?? 0;
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
