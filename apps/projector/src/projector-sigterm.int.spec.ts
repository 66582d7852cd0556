import { useProjectorProcess } from './testing/use-projector';
import { waitUntil } from './testing/projector-fixture';
import { projectedPosition } from './projection/projected-position';
import { freePort } from '../../api/src/testing/api-process';

const BOTS = 3_000;

describe('projector process stopped with SIGTERM in the middle of a catch-up', () => {
  const run = useProjectorProcess();

  it('exits 0 after its batch, and resumes to the digest of a fresh replay', async () => {
    const { fixture } = run;
    const head = await fixture.appendBots(BOTS);
    const port = await freePort();
    const child = await run.spawn({ PROJECTOR_METRICS_PORT: String(port) });
    const live = await fetch(`http://127.0.0.1:${port}/health/live`);
    expect(live.status).toBe(200);
    await waitUntil(async () => (await projectedPosition(fixture.reads)) >= head * 0.3, 30_000);
    const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    expect(metrics).toMatch(/^botdir_projection_checkpoint\{projection="bots"\} [1-9]/m);
    expect(metrics).toContain('botdir_queue_jobs{queue="projections",state="waiting"}');
    child.process.kill('SIGTERM');
    expect(await child.exited).toBe(0);
    const stoppedAt = await projectedPosition(fixture.reads);
    expect(stoppedAt).toBeLessThan(head);

    await run.spawn();
    await fixture.projectedToHead(60_000);
    expect((await fixture.reads.stats()).totalBots).toBe(BOTS);
    expect(await fixture.reads.digest()).toBe(await fixture.freshReplayDigest());
  }, 120_000);

  it('reports ready on its own port once caught up', async () => {
    const { fixture } = run;
    await fixture.appendBots(10);
    const port = await freePort();
    await run.spawn({ PROJECTOR_METRICS_PORT: String(port) });
    await fixture.projectedToHead(30_000);
    const ready = await fetch(`http://127.0.0.1:${port}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      ready: true,
      checks: { eventStore: { ok: true }, readStore: { ok: true }, redis: { ok: true } },
    });
  }, 60_000);
});
