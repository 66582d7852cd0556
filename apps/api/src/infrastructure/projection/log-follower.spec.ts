import type { EventMetadata, RecordedEvent } from '@botdir/contracts';
import { SqliteEventStore } from '@botdir/event-store';
import { LogFollower } from './log-follower';

const metadata: EventMetadata = {
  actor: { id: 'test', name: 'test', roles: [] },
  correlationId: 'test',
  causationId: 'test',
  commandId: 'test',
  occurredAt: new Date(0).toISOString(),
  schemaVersion: 1,
};

describe('LogFollower', () => {
  let store: SqliteEventStore;

  beforeEach(async () => {
    store = new SqliteEventStore(':memory:');
    await store.appendBatch(
      Array.from({ length: 250 }, (_, index) => ({
        streamId: `stream-${index}`,
        events: [{ id: `event-${index}`, type: 'TestEvent', data: { index }, metadata }],
        expected: 'any' as const,
      })),
    );
  });
  afterEach(() => store.close());

  it('hands a backlog over in batches of its size, letting the event loop turn between them', async () => {
    const batches: number[] = [];
    const turns: number[] = [];
    let done!: () => void;
    const caughtUp = new Promise<void>((resolve) => (done = resolve));
    const follower = new LogFollower(
      'test',
      store,
      async (events: RecordedEvent[]) => {
        batches.push(events.length);
        // A callback queued now runs only once the loop turns: before the next batch, or never.
        setImmediate(() => turns.push(batches.length));
        if (batches.reduce((sum, size) => sum + size, 0) === 250) done();
      },
      { batchSize: 100, idlePollMs: 5 },
    );
    follower.start(0);
    await caughtUp;
    await follower.stop();
    expect(batches).toEqual([100, 100, 50]);
    expect(turns.slice(0, 2)).toEqual([1, 2]);
  });
});
