import { spawnProjector, type ProjectorChild } from './bench/projector-child';
import { compileProjector } from './testing/compile-projector';
import { ProjectorFixture, waitUntil } from './testing/projector-fixture';
import { projectedPosition } from './projection/projected-position';

const redisUrl = () => process.env.TEST_REDIS_URL as string;
const BOTS = 3_000;

describe('projector process killed with SIGKILL in the middle of a batch', () => {
  let fixture: ProjectorFixture;
  let child: ProjectorChild | null = null;

  beforeAll(() => compileProjector(), 120_000);

  beforeEach(() => {
    fixture = new ProjectorFixture();
  });

  afterEach(async () => {
    child?.process.kill('SIGKILL');
    await child?.exited;
    await fixture.close();
  });

  async function start(): Promise<ProjectorChild> {
    child = spawnProjector(fixture.env(redisUrl(), 50));
    await child.started;
    return child;
  }

  it('restarts to read models equal to a fresh full replay, nothing lost or doubled', async () => {
    const head = await fixture.appendBots(BOTS);
    const killedAt: number[] = [];
    for (const fraction of [0.2, 0.5]) {
      const running = await start();
      await waitUntil(
        async () => (await projectedPosition(fixture.reads)) >= head * fraction,
        30_000,
      );
      running.process.kill('SIGKILL');
      expect(await running.exited).toBe('SIGKILL');
      killedAt.push(await projectedPosition(fixture.reads));
    }
    await start();
    await fixture.projectedToHead(60_000);

    expect(killedAt.every((position) => position > 0 && position < head)).toBe(true);
    expect((await fixture.reads.stats()).totalBots).toBe(BOTS);
    expect(await fixture.reads.digest()).toBe(await fixture.freshReplayDigest());
  }, 120_000);
});
