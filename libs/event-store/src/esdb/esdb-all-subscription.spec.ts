import { Readable } from 'node:stream';
import { status } from '@grpc/grpc-js';
import type { AllStreamResolvedEvent, EventStoreDBClient } from '@eventstore/db-client';
// The client's own subscription stream (what subscribeToAll returns), fed by a stand-in gRPC call.
import { Subscription } from '@eventstore/db-client/dist/streams/utils/Subscription';
import { grpcStatusError } from '../testing/client-errors';
import { EsdbAllSubscription } from './esdb-all-subscription';

/** A server-streaming gRPC call: `total` subscription responses; cancelled as grpc-js does it. */
class FakeGrpcCall extends Readable {
  cancelled = 0;
  private sent = 0;
  constructor(private readonly total: number) {
    super({ objectMode: true });
  }
  override _read(): void {
    if (this.sent >= this.total) return; // live: waits for appends that never come
    this.sent += 1;
    const position = BigInt(1_000 * this.sent);
    this.push({ hasEvent: () => true, getEvent: () => position });
  }
  cancel(): void {
    this.cancelled += 1;
    this.destroy(grpcStatusError(status.CANCELLED, 'Cancelled on client'));
  }
}

const resolvedAt = (position: bigint) =>
  ({
    event: {
      streamId: `bot-${position}`,
      id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
      revision: 0n,
      type: 'BotFeatured',
      data: { botId: 1, featured: true },
      metadata: { commandId: 'c', schemaVersion: 1 },
      isJson: true,
      created: new Date(0),
      position: { commit: position, prepare: position },
    },
  }) as unknown as AllStreamResolvedEvent;

function subscribed(call: FakeGrpcCall) {
  let stream!: Subscription<AllStreamResolvedEvent>;
  const client = {
    subscribeToAll: () => {
      stream = new Subscription(() => Promise.resolve(call as never), resolvedAt as never, {});
      return stream;
    },
  } as unknown as EventStoreDBClient;
  const subscription = new EsdbAllSubscription(client, 0, () => undefined);
  return { subscription, stream };
}

describe('EsdbAllSubscription.close', () => {
  it("cancels the gRPC call and ends the client's stream it was piped into", async () => {
    const call = new FakeGrpcCall(5);
    const { subscription, stream } = subscribed(call);
    const positions: number[] = [];
    for await (const event of subscription) {
      positions.push(event.position);
      if (positions.length === 2) break;
    }
    await new Promise((resolve) => setImmediate(resolve));

    expect(positions).toEqual([1_000, 2_000]);
    expect(call.cancelled).toBe(1);
    expect(stream.destroyed).toBe(true);
  });

  it('ends a reader waiting for live events, leaving no stream open', async () => {
    const call = new FakeGrpcCall(1);
    const { subscription, stream } = subscribed(call);
    const read = (async () => {
      let count = 0;
      for await (const _event of subscription) count += 1;
      return count;
    })();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await subscription.close();

    await expect(read).resolves.toBe(1);
    expect(call.cancelled).toBe(1);
    expect(stream.destroyed).toBe(true);
  });
});
