import type { RecordedEvent } from '@botdir/contracts';
import type { EventStoreDBClient, StreamMetadata } from '@eventstore/db-client';
import { TruncationFilter, truncateEsdbStream } from './esdb-truncation';

/**
 * The client's metadata calls as the server answers them (no EventStoreDB runs here; the contract
 * suite covers the real server where one does): `$tb` per stream, one stream whose last revision is 4.
 */
function clientWith(metadata: Record<string, StreamMetadata>) {
  const calls = { get: 0, set: [] as [string, StreamMetadata][] };
  const client = {
    getStreamMetadata: async (streamName: string) => {
      calls.get += 1;
      return metadata[streamName] ? { streamName, metadata: metadata[streamName] } : { streamName };
    },
    setStreamMetadata: async (streamName: string, value: StreamMetadata) => {
      calls.set.push([streamName, value]);
      metadata[streamName] = value;
    },
    readStream: (streamName: string) =>
      (async function* () {
        if (streamName !== 'missing') yield { event: lastEvent(streamName) };
      })(),
  } as unknown as EventStoreDBClient;
  return { client, calls };
}

const lastEvent = (streamId: string) => ({
  streamId,
  id: '00000000-0000-4000-8000-000000000004',
  revision: 4n,
  type: 'ContractProbe',
  data: {},
  metadata: { commandId: 'c', schemaVersion: 1 },
  isJson: true,
  created: new Date(0),
  position: { commit: 40n, prepare: 40n },
});

const event = (streamId: string, revision: number) =>
  ({ streamId, revision, position: revision + 1 }) as RecordedEvent;

describe('EventStoreDB truncation', () => {
  it("sets $tb keeping the stream's other metadata, never past its last event nor back", async () => {
    const { client, calls } = clientWith({ s: { maxAge: 60 } });
    await truncateEsdbStream(client, 's', 2);
    await truncateEsdbStream(client, 's', 1);
    await truncateEsdbStream(client, 's', 99);
    await truncateEsdbStream(client, 'missing', 3);

    expect(calls.set).toEqual([
      ['s', { maxAge: 60, truncateBefore: 2 }],
      ['s', { maxAge: 60, truncateBefore: 4 }],
    ]);
  });

  it("drops events below their stream's $tb from log reads, reading each stream's once", async () => {
    const { client, calls } = clientWith({ a: { truncateBefore: 2 } });
    const filter = new TruncationFilter(client);
    const page = [event('a', 0), event('b', 0), event('a', 1), event('a', 2), event('b', 1)];

    expect(await filter.keep(page)).toEqual([event('b', 0), event('a', 2), event('b', 1)]);
    expect(await filter.isKept(event('a', 1))).toBe(false);
    expect(calls.get).toBe(2);
  });
});
