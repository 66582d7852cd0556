import { useProjectorProcess } from './testing/use-projector';
import { waitUntil } from './testing/projector-fixture';
import { projectedPosition } from './projection/projected-position';

const BOTS = 3_000;

describe('projector process killed with SIGKILL in the middle of a batch', () => {
  const run = useProjectorProcess();

  it('restarts to read models equal to a fresh full replay, nothing lost or doubled', async () => {
    const { fixture } = run;
    const head = await fixture.appendBots(BOTS);
    const killedAt: number[] = [];
    for (const fraction of [0.2, 0.5]) {
      const running = await run.spawn();
      await waitUntil(
        async () => (await projectedPosition(fixture.reads)) >= head * fraction,
        30_000,
      );
      running.process.kill('SIGKILL');
      expect(await running.exited).toBe('SIGKILL');
      killedAt.push(await projectedPosition(fixture.reads));
    }
    await run.spawn();
    await fixture.projectedToHead(60_000);

    expect(killedAt.every((position) => position > 0 && position < head)).toBe(true);
    expect((await fixture.reads.stats()).totalBots).toBe(BOTS);
    expect(await fixture.reads.digest()).toBe(await fixture.freshReplayDigest());
  }, 120_000);
});
