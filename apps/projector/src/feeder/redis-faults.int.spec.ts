import type { Worker } from 'bullmq';
import { cutConnections } from '../../../../test-support/redis-faults';
import { OwnRedis } from '../bench/own-redis';
import { startProjector, type RunningProjector } from '../start-projector';
import { ProjectorFixture, waitUntil } from '../testing/projector-fixture';
import { BatchProcessor } from '../worker/batch.processor';

/**
 * BullMQ's waiting pause() disconnects the blocking connection and waits for its 'end' event;
 * ioredis never emits it when disconnect() comes while the client waits to reconnect (it only
 * clears the timer), so a pause right after a cut hangs. Production pauses without waiting
 * (BatchProcessor.beforeApplicationShutdown); this test waits for the reconnect first.
 */
async function blockingConnectionReady(worker: Worker): Promise<void> {
  const { blockingConnection } = worker as unknown as {
    blockingConnection: { client: Promise<{ status: string }> };
  };
  const client = await blockingConnection.client;
  await waitUntil(() => Promise.resolve(client.status === 'ready'), 10_000);
}

describe('the projector under Redis faults', () => {
  let redis: OwnRedis;
  let fixture: ProjectorFixture;
  let projector: RunningProjector | null;

  beforeEach(async () => {
    redis = await OwnRedis.start();
    fixture = new ProjectorFixture();
    projector = await startProjector(fixture.config(redis.url, 20), ['error']);
  });

  afterEach(async () => {
    await projector?.stop();
    await redis.kill();
    await fixture.close();
  });

  /** Every read model at one checkpoint, showing exactly the events up to it. */
  async function expectCheckpointsMatchWrites(): Promise<number> {
    const checkpoints = Object.values(await fixture.reads.checkpoints());
    // On a loaded machine the first cut can come before the first batch: nothing applied yet.
    const at = checkpoints.length === 0 ? 0 : Math.min(...checkpoints);
    if (checkpoints.length > 0) expect(new Set(checkpoints)).toEqual(new Set([at]));
    expect(await fixture.reads.digest()).toBe(await fixture.freshReplayDigest(at));
    return at;
  }

  it('applies every batch once while its connections are cut mid-job, checkpoints never ahead', async () => {
    const { worker } = projector!.app.get(BatchProcessor);
    await fixture.appendBots(200);
    let cut = 0;
    for (let round = 0; round < 4; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      cut += await cutConnections(redis.url);
      await blockingConnectionReady(worker);
      await worker.pause(); // waits for the batch in hand: then the read store is at rest
      await expectCheckpointsMatchWrites();
      worker.resume();
    }
    expect(cut).toBeGreaterThan(0);

    await fixture.projectedToHead(20_000);
    expect(await expectCheckpointsMatchWrites()).toBe(await fixture.events.headPosition());
    expect((await fixture.reads.stats()).totalBots).toBe(200);
  }, 30_000);

  it('stops in bounded time while Redis is down; started again once it is back, it catches up', async () => {
    await fixture.appendBots(10);
    await fixture.projectedToHead();
    await redis.kill();
    await fixture.appendBots(10);
    await new Promise((resolve) => setTimeout(resolve, 500));

    const stopping = projector!.stop().then(() => 'stopped');
    const deadline = new Promise((resolve) => setTimeout(() => resolve('still stopping'), 15_000));
    expect(await Promise.race([stopping, deadline])).toBe('stopped');
    projector = null;

    await redis.restart();
    projector = await startProjector(fixture.config(redis.url, 20), ['error']);
    await fixture.projectedToHead(15_000);
    expect((await fixture.reads.stats()).totalBots).toBe(20);
    expect(await fixture.reads.digest()).toBe(await fixture.freshReplayDigest());
  }, 30_000);
});
