import { setTimeout as sleep } from 'node:timers/promises';
import { EventStoreFaults } from '../../../../libs/event-store/src/testing/faults';
import { projectedPosition } from '../projection/projected-position';
import { startProjector, type RunningProjector } from '../start-projector';
import { ProjectorFixture } from '../testing/projector-fixture';

const redisUrl = () => process.env.TEST_REDIS_URL as string;

/**
 * The projector's event store fails as EventStoreDB does (the client's own errors); the api keeps
 * appending to the log meanwhile. Once the fault clears the projector carries on by itself, and
 * the read models equal a fresh replay: nothing lost, nothing applied twice.
 */
describe('the projector under event store faults', () => {
  let fixture: ProjectorFixture;
  let faults: EventStoreFaults;
  let projector: RunningProjector | null;
  const start = () =>
    startProjector(fixture.config(redisUrl(), 20), [], { wrapEventStore: faults.wrap });
  const expectFaithfulReadModels = async () => {
    await fixture.projectedToHead(30_000);
    expect((await fixture.reads.stats()).totalBots).toBe(fixture.botCount);
    expect(await fixture.reads.digest()).toBe(await fixture.freshReplayDigest());
  };

  beforeEach(() => {
    fixture = new ProjectorFixture();
    faults = new EventStoreFaults();
    projector = null;
  });
  afterEach(async () => {
    await projector?.stop();
    await fixture.close();
  });

  it('waits at start for an event store that does not answer, checks it, then projects', async () => {
    await fixture.appendBots(5);
    faults.outage();
    let settled = false;
    const starting = start().finally(() => (settled = true));
    await sleep(800);
    expect(settled).toBe(false);
    expect(faults.failures).toBeGreaterThan(1);
    faults.clear();
    projector = await starting;
    await expectFaithfulReadModels();
    expect(await fixture.reads.eventStoreIdentity()).toBe(await fixture.events.identity());
  });

  it('resumes by itself after an outage during which the log grew', async () => {
    projector = await start();
    await fixture.appendBots(5);
    await fixture.projectedToHead();
    faults.outage();
    await fixture.appendBots(50);
    await sleep(500);
    faults.clear();
    await expectFaithfulReadModels();
  }, 60_000);

  it('resubscribes from its checkpoint when subscriptions end mid-stream', async () => {
    projector = await start();
    faults.endSubscriptions(25);
    const started = Date.now();
    await fixture.appendBots(60);
    await expectFaithfulReadModels();
    expect(faults.failures).toBeGreaterThanOrEqual(5);
    // A drop after progress waits 200 ms again, not the growing backoff (5 s per drop).
    expect(Date.now() - started).toBeLessThan(12_000);
  }, 60_000);

  it('checks the log again on every resubscription: a replaced store is not fed from', async () => {
    projector = await start();
    await fixture.appendBots(3);
    await fixture.projectedToHead();
    const projected = await projectedPosition(fixture.reads);
    faults.replaceIdentity('sqlite:another-log');
    faults.dropSubscriptions();
    await fixture.appendBots(3);
    await sleep(1_500);
    expect(await projectedPosition(fixture.reads)).toBe(projected);
    faults.clear();
    await expectFaithfulReadModels();
  }, 60_000);
});
