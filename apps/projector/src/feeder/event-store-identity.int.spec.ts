import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { SqliteEventStore } from '@botdir/event-store';
import { startProjector } from '../start-projector';
import { ProjectorFixture } from '../testing/projector-fixture';
import { PROJECTION_QUEUE } from '../worker/batch-job';

const redisUrl = () => process.env.TEST_REDIS_URL as string;

describe('checkpoints taken on another event store', () => {
  let fixture: ProjectorFixture;
  beforeEach(() => {
    fixture = new ProjectorFixture();
  });
  afterEach(async () => fixture.close());

  it('refuses to resume read models built from another log, and says what to do', async () => {
    await fixture.appendBots(3);
    const first = await startProjector(fixture.config(redisUrl()), ['error']);
    await fixture.projectedToHead();
    await first.stop();

    // The log is replaced (EVENT_STORE_URL pointed elsewhere); the read models stay.
    await fixture.events.close();
    for (const suffix of ['', '-wal', '-shm']) {
      rmSync(join(fixture.dataDir, `events.sqlite${suffix}`), { force: true });
    }
    const other = new SqliteEventStore(join(fixture.dataDir, 'events.sqlite'));
    await other.identity();
    await other.close();

    const refused = startProjector(fixture.config(redisUrl()), ['error']);
    await expect(refused).rejects.toThrow(/built from event store sqlite:.*replay all/s);
  });

  it('refuses batches waiting in Redis that were read from another log', async () => {
    const config = { ...fixture.config(redisUrl()), role: 'feeder' as const };
    const queue = new Queue(PROJECTION_QUEUE, {
      connection: { url: redisUrl() },
      prefix: fixture.queuePrefix,
    });
    try {
      await (await queue.client).set(queue.toKey('feeder-event-store'), 'esdb:elsewhere');
      await queue.add('batch', { after: 0, events: [] }, { jobId: 'batch-1-1' });

      const refused = startProjector(config, ['error']);
      await expect(refused).rejects.toThrow(/holds 1 batches read from event store esdb:elsewhere/);

      await queue.obliterate({ force: true });
      const started = await startProjector(config, ['error']);
      await started.stop();
      const claimed = await (await queue.client).get(queue.toKey('feeder-event-store'));
      expect(claimed).toBe(await fixture.events.identity());
    } finally {
      await queue.close();
    }
  });
});
