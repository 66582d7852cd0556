import { getQueueToken } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { waitUntil } from '../testing/projector-fixture';
import { useRunningProjector } from '../testing/use-projector';
import { PROJECTION_QUEUE, type BatchJob } from './batch-job';

const poisonEvent = {
  id: 'poison-publish-1',
  type: 'BotPublished',
  data: { botId: 424242, submissionId: '424242', approvedBy: 'x', bot: 'not a bot' },
  metadata: {
    actor: { id: '1', name: 'someone', roles: [] },
    correlationId: 'c',
    causationId: 'c',
    commandId: 'poison',
    occurredAt: '2025-06-01T00:00:00.000Z',
    schemaVersion: 1,
  },
};

describe('projector process (feeder → BullMQ → worker), in process', () => {
  const run = useRunningProjector(25);

  it('projects everything the log holds, then follows new appends live', async () => {
    await run.fixture.appendBots(40);
    await run.fixture.projectedToHead();
    await run.fixture.appendBots(2);
    await run.fixture.projectedToHead();

    expect((await run.fixture.reads.stats()).totalBots).toBe(42);
    expect(await run.fixture.reads.digest()).toBe(await run.fixture.freshReplayDigest());
  });

  it('dead-letters a poison event and still projects the events after it', async () => {
    await run.fixture.appendBots(5);
    const poisonPosition = await run.fixture.appendRaw('bot-424242', poisonEvent);
    await run.fixture.appendBots(5);
    await run.fixture.projectedToHead();

    const letters = await run.fixture.reads.deadLetters();
    // The bots read model and the bots' public history both fold the poisoned bot event.
    expect(letters.map(({ projection, position }) => ({ projection, position }))).toEqual([
      { projection: 'bot-history', position: poisonPosition },
      { projection: 'bots', position: poisonPosition },
    ]);
    expect((await run.fixture.reads.stats()).totalBots).toBe(10);
  });

  it('gives the same read models when the same batch is delivered twice', async () => {
    await run.fixture.appendBots(30);
    await run.fixture.projectedToHead();
    const once = await run.fixture.reads.digest();

    const queue = run.projector.app.get<Queue<BatchJob>>(getQueueToken(PROJECTION_QUEUE));
    const events = await run.fixture.events.readAll({ after: 0, maxCount: 25 });
    const again = await queue.add('batch', { after: 0, events }, { jobId: 'redelivered-batch' });
    await waitUntil(async () => (await again.getState()) === 'completed', 10_000);

    expect((await queue.getJob(again.id!))?.returnvalue).toEqual({ gapFilled: 0, applied: false });
    expect(await run.fixture.reads.digest()).toBe(once);
    expect((await run.fixture.reads.stats()).totalBots).toBe(30);
  });
});
