import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { failWaitingJobs } from '../../../../test-support/redis-faults';
import { waitUntil } from '../testing/projector-fixture';
import { testRedisUrl, useRunningProjector } from '../testing/use-projector';
import { lastPositionOf, PROJECTION_QUEUE, type BatchJob } from '../worker/batch-job';
import { BatchProcessor } from '../worker/batch.processor';

describe('batches that failed for good at the end of the log', () => {
  const run = useRunningProjector(25);

  it('are retried by themselves: the read models reach the head with no later append', async () => {
    await run.fixture.appendBots(10);
    await run.fixture.projectedToHead();
    const { worker } = run.projector.app.get(BatchProcessor);
    const queue = run.projector.app.get<Queue<BatchJob>>(getQueueToken(PROJECTION_QUEUE));
    await worker.pause();
    const head = await run.fixture.appendBots(20); // the last batches of the log, and nothing after
    await waitUntil(
      async () => (await queue.getWaiting()).some((job) => lastPositionOf(job.data) === head),
      10_000,
    );

    // As batches that spent every try while the read store was down end.
    expect((await failWaitingJobs(queue, testRedisUrl())).length).toBeGreaterThan(0);
    worker.resume();

    await run.fixture.projectedToHead(15_000);
    expect((await run.fixture.reads.stats()).totalBots).toBe(30);
    expect(await run.fixture.reads.digest()).toBe(await run.fixture.freshReplayDigest());
    expect(await queue.getFailedCount()).toBe(0);
  }, 30_000);
});
