import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { OwnRedis } from '../bench/own-redis';
import { PROJECTION_QUEUE } from '../worker/batch-job';
import { BatchProcessor } from '../worker/batch.processor';
import { startProjector, type RunningProjector } from '../start-projector';
import { ProjectorFixture, waitUntil } from '../testing/projector-fixture';

describe('Redis restarting empty in the middle of a stream', () => {
  let redis: OwnRedis;
  let fixture: ProjectorFixture;
  let projector: RunningProjector;

  beforeEach(async () => {
    redis = await OwnRedis.start();
    fixture = new ProjectorFixture();
    projector = await startProjector(fixture.config(redis.url, 20), ['error']);
  });

  afterEach(async () => {
    await projector.stop();
    await redis.kill();
    await fixture.close();
  });

  const appendFor = async (ms: number) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      await fixture.appendBots(3);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };

  it('loses and doubles nothing: the read models equal a fresh full replay', async () => {
    const { worker } = projector.app.get(BatchProcessor);
    await worker.pause(); // a busy worker: batches pile up in the queue
    await fixture.appendBots(500);
    const queue = projector.app.get<Queue>(getQueueToken(PROJECTION_QUEUE));
    await waitUntil(async () => (await queue.getWaitingCount()) >= 10, 10_000);
    await redis.kill(); // the waiting batches are gone with it
    worker.resume();
    await appendFor(300); // appended while Redis is down
    await redis.restart(); // empty: queued batches and the feeder's checkpoint are gone
    await appendFor(300);
    await fixture.projectedToHead(30_000);

    expect((await fixture.reads.stats()).totalBots).toBe(fixture.botCount);
    expect(await fixture.reads.digest()).toBe(await fixture.freshReplayDigest());
  }, 60_000);
});
