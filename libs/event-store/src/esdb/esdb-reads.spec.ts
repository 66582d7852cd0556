import { Readable } from 'node:stream';
import type { AllStreamResolvedEvent, EventStoreDBClient } from '@eventstore/db-client';
// The client's own read stream (what readAll/readStream return), fed by a stand-in gRPC call.
import { ReadStream } from '@eventstore/db-client/dist/streams/utils/ReadStream';
import { collectEvents, type EsdbRead } from './esdb-reads';
import { EsdbEventStore } from './esdb-event-store';

const OFFSET = 1_000;

/** A gRPC server-streaming call: endless read responses; records whether it was cancelled. */
class FakeGrpcRead extends Readable {
  cancelled = 0;
  sent = 0;
  constructor(
    private readonly total = Number.POSITIVE_INFINITY,
    readonly metadata: unknown = METADATA,
  ) {
    super({ objectMode: true });
  }
  override _read(): void {
    if (this.sent >= this.total) return void this.push(null);
    this.sent += 1;
    const position = BigInt(OFFSET * this.sent);
    this.push({ hasEvent: () => true, getEvent: () => [position, this.metadata] });
  }
  cancel(): void {
    this.cancelled += 1;
    this.destroy();
  }
}

const METADATA = {
  actor: { id: '1', name: 'a', roles: [] },
  correlationId: 'c',
  causationId: 'c',
  commandId: 'c',
  occurredAt: '2025-01-01T00:00:00.000Z',
  schemaVersion: 1,
};

function resolvedAt([position, metadata]: [bigint, unknown]): AllStreamResolvedEvent {
  return {
    event: {
      streamId: `bot-${position}`,
      id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
      revision: 0n,
      type: 'BotFeatured',
      data: { botId: 1, featured: true },
      metadata,
      isJson: true,
      created: new Date(0),
      position: { commit: position, prepare: position },
    },
  } as unknown as AllStreamResolvedEvent;
}

function clientRead(call: FakeGrpcRead): EsdbRead {
  return new ReadStream(
    () => Promise.resolve(call),
    resolvedAt as never,
    {},
  ) as unknown as EsdbRead;
}

describe('EventStoreDB reads that stop early', () => {
  it('cancel the server call instead of leaving it open', async () => {
    const call = new FakeGrpcRead();
    const events = await collectEvents(clientRead(call), { maxCount: 3 });
    expect(events.map((event) => event.position)).toEqual([1_000, 2_000, 3_000]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(call.cancelled).toBe(1);
  });

  it('read the log in bounded pages and close each one', async () => {
    const calls: { options: { maxCount?: number }; call: FakeGrpcRead }[] = [];
    const client = {
      readAll: (options: { maxCount?: number }) => {
        const call = new FakeGrpcRead(options.maxCount);
        calls.push({ options, call });
        return clientRead(call);
      },
      // What the client answers for a stream without metadata (none truncated).
      getStreamMetadata: async (streamName: string) => ({ streamName }),
    } as unknown as EventStoreDBClient;
    const store = new EsdbEventStore(client);

    const page = await store.readAll({ after: 0, maxCount: 5 });
    expect(page).toHaveLength(5);
    expect(calls[0]!.options.maxCount).toBeLessThanOrEqual(6);
    expect(await store.headPosition()).toBeGreaterThan(0);
    for (const { options } of calls) expect(options.maxCount).toBeLessThan(Number.MAX_SAFE_INTEGER);
  });

  it('read an event written without metadata by another tool instead of failing', async () => {
    const [event] = await collectEvents(clientRead(new FakeGrpcRead(1, null)));
    expect(event?.metadata).toMatchObject({ actor: { id: 'unknown' }, schemaVersion: 1 });
    expect(event?.metadata.commandId).toBe(event?.id);
  });
});
