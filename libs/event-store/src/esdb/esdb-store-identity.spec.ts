import { Readable } from 'node:stream';
import type { EventStoreDBClient } from '@eventstore/db-client';
// The client's own read stream (what readStream returns), fed by a stand-in gRPC call.
import { ReadStream } from '@eventstore/db-client/dist/streams/utils/ReadStream';
import { EsdbEventStore } from './esdb-event-store';

/** A server whose identity stream holds `id`: the read answers its one StoreIdentified event. */
function serverWithIdentity(current: { id: string }) {
  const read = () => {
    const call = new Readable({ objectMode: true, read() {} });
    call.push({ hasEvent: () => true, getEvent: () => current.id });
    call.push(null);
    Object.assign(call, { cancel: () => call.destroy() });
    const resolved = (id: string) => ({ event: { data: { id } } });
    return new ReadStream(() => Promise.resolve(call as never), resolved as never, {});
  };
  return { readStream: read } as unknown as EventStoreDBClient;
}

describe('EsdbEventStore.identity', () => {
  it('asks the server every time, so a server replaced under the same url is noticed', async () => {
    const server = { id: 'first' };
    const store = new EsdbEventStore(serverWithIdentity(server));
    expect(await store.identity()).toBe('esdb:first');
    server.id = 'wiped-and-identified-again';
    expect(await store.identity()).toBe('esdb:wiped-and-identified-again');
  });
});
