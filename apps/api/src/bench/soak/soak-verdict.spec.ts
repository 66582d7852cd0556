import { SOAK_LIMITS, soakFailures, trend, type SoakSample } from './soak-verdict';

const limits = { ...SOAK_LIMITS, warmupSeconds: 60 };
/** Samples every 10 s for 3 minutes with `shape(t)` for each key. */
const run = (shape: Record<string, (t: number) => number>): SoakSample[] =>
  Array.from({ length: 19 }, (_, index) => {
    const t = index * 10;
    return { t, ...Object.fromEntries(Object.entries(shape).map(([key, at]) => [key, at(t)])) };
  });

describe('soakFailures', () => {
  it('passes flat memory, short stalls and a queue that drains, whatever the warm-up did', () => {
    const samples = run({
      apiRssMb: (t) => (t < 60 ? 100 + t : 200 + (t % 20 === 0 ? 5 : -5)),
      apiLiveHeapMb: (t) => 50 + ((t / 10) % 3) * 8,
      apiLoopMaxMs: () => 120,
      projectionsQueue: (t) => (t % 30 === 0 ? 40 : 0),
    });
    expect(soakFailures(samples, limits)).toEqual([]);
  });

  it('names memory that grows more than 10 % after the warm-up', () => {
    const samples = run({ apiRssMb: (t) => 200 + t * 0.3, projectorLiveHeapMb: () => 60 });
    const failures = soakFailures(samples, limits);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^memory: apiRssMb grew 1[6-8]\.\d % after 60 s/);
  });

  it('judges the heap a full collection leaves, not the garbage waiting for one', () => {
    const samples = run({
      apiLiveHeapMb: (t) => 60 + t * 0.1,
      apiHeapMb: (t) => 100 + t,
      projectorLiveHeapMb: () => 40,
    });
    const failures = soakFailures(samples, limits);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^memory: apiLiveHeapMb grew 1[0-9]\.\d % after 60 s/);
  });

  it('fails a live heap that no full collection measured in the 5 minutes after the warm-up', () => {
    const tenMinutes = Array.from({ length: 61 }, (_, index) => ({
      t: index * 10,
      apiLiveHeapMb: 60,
      apiFullGcs: index < 6 ? 1 : 0,
      projectorLiveHeapMb: 40,
      projectorFullGcs: index % 9 === 0 ? 1 : 0,
    }));
    expect(soakFailures(tenMinutes, limits)).toEqual([
      'memory: apiLiveHeapMb not measured: no full collection after 60 s',
    ]);
    // Two minutes after the warm-up is too short to expect one: the live heap is left unjudged.
    const samples = run({ apiLiveHeapMb: (t) => 60 + t, apiFullGcs: (t) => (t < 60 ? 1 : 0) });
    expect(soakFailures(samples, limits)).toEqual([]);
  });

  it('names an event-loop stall over 200 ms and when it happened', () => {
    const samples = run({ projectorLoopMaxMs: (t) => (t === 90 ? 240 : 30) });
    expect(soakFailures(samples, limits)).toEqual([
      'event-loop stall: projectorLoopMaxMs 240 ms at 90 s (limit 200 ms)',
    ]);
  });

  it('names a queue whose trend keeps rising over the last half', () => {
    const samples = run({ projectionsQueue: (t) => Math.max(0, t - 60) / 5 });
    expect(soakFailures(samples, limits)).toEqual([
      expect.stringMatching(/^queue keeps growing: projectionsQueue trend rose 18\.0 jobs/),
    ]);
  });

  it('fits a straight line', () => {
    const line = trend([0, 10, 20].map((t) => ({ t, value: 5 + 2 * t })));
    expect(line(30)).toBeCloseTo(65);
  });
});
