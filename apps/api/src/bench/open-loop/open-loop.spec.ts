import { setTimeout as sleep } from 'node:timers/promises';
import { runOpenLoop } from './open-loop';

describe('runOpenLoop', () => {
  it('keeps sending on schedule while answers are slow, timing each from its scheduled time', async () => {
    const sentAt: number[] = [];
    const latencies: number[] = [];
    const started = performance.now();
    const result = await runOpenLoop(
      { ratePerSecond: 50, until: started + 400, maxInFlight: 100 },
      async (_index, scheduledAt) => {
        sentAt.push(performance.now() - started);
        await sleep(150);
        latencies.push(performance.now() - scheduledAt);
      },
    );
    // 20 ms apart for 400 ms: 20 requests. A closed loop waiting 150 ms per answer sends 3.
    expect(result.offered).toBe(20);
    expect(sentAt).toHaveLength(20);
    expect(sentAt[10]).toBeLessThan(1000);
    expect(Math.min(...latencies)).toBeGreaterThanOrEqual(149);
    expect(result.notSent).toBe(0);
  });

  it('counts requests that fell due while every slot was taken as not sent, and late sends', async () => {
    const started = performance.now();
    const result = await runOpenLoop(
      { ratePerSecond: 100, until: started + 200, maxInFlight: 2, lateAfterMs: 5 },
      async () => {
        await sleep(1000);
      },
    );
    expect(result.offered).toBe(20);
    expect(result.notSent).toBe(18);

    let blocked = false;
    const late = await runOpenLoop(
      { ratePerSecond: 100, until: performance.now() + 100, maxInFlight: 100, lateAfterMs: 5 },
      async () => {
        if (blocked) return;
        blocked = true;
        const until = performance.now() + 50;
        while (performance.now() < until); // the generator's own loop held for 50 ms
      },
    );
    expect(late.late).toBeGreaterThanOrEqual(3);
    expect(late.maxSendLag).toBeGreaterThanOrEqual(40);
  });
});
