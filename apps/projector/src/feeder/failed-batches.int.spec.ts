import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { failWaitingJobs } from '../../../../test-support/redis-faults';
import { startProjector, type RunningProjector } from '../start-projector';
import { ProjectorFixture, waitUntil } from '../testing/projector-fixture';
import { lastPositionOf, PROJECTION_QUEUE, type BatchJob } from '../worker/batch-job';
import { BatchProcessor } from '../worker/batch.processor';

const redisUrl = () => process.env.TEST_REDIS_URL as string;

describe('batches that failed for good at the end of the log', () => {
  let fixture: ProjectorFixture;
  let projector: RunningProjector;

  beforeEach(async () => {
    fixture = new ProjectorFixture();
    projector = await startProjector(fixture.config(redisUrl(), 25), ['error']);
  });

  afterEach(async () => {
    await projector.stop();
    await fixture.close();
  });

  it('are retried by themselves: the read models reach the head with no later append', async () => {
    await fixture.appendBots(10);
    await fixture.projectedToHead();
    const { worker } = projector.app.get(BatchProcessor);
    const queue = projector.app.get<Queue<BatchJob>>(getQueueToken(PROJECTION_QUEUE));
    await worker.pause();
    const head = await fixture.appendBots(20); // the last batches of the log, and nothing after
    await waitUntil(
      async () => (await queue.getWaiting()).some((job) => lastPositionOf(job.data) === head),
      10_000,
    );

    // As batches that spent every try while the read store was down end.
    expect((await failWaitingJobs(queue, redisUrl())).length).toBeGreaterThan(0);
    worker.resume();

    await fixture.projectedToHead(15_000);
    expect((await fixture.reads.stats()).totalBots).toBe(30);
    expect(await fixture.reads.digest()).toBe(await fixture.freshReplayDigest());
    expect(await queue.getFailedCount()).toBe(0);
  }, 30_000);
});
