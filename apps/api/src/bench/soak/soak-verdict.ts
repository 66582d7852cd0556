/** One sample of a soak run; `t` is seconds since the load started. Absent series are NaN. */
export type SoakSample = { t: number } & Record<string, number>;

export interface SoakLimits {
  /** Memory is compared from here (the first 5 minutes warm caches and the JIT). */
  warmupSeconds: number;
  /** Largest allowed growth of a memory series after the warm-up (0.10). */
  memoryGrowth: number;
  /** Largest allowed event-loop stall, ms (200). */
  stallMs: number;
  /** A queue "keeps growing" when its trend over the last half rises by more than this (5 jobs). */
  queueRise: number;
}

export const SOAK_LIMITS: SoakLimits = {
  warmupSeconds: 300,
  memoryGrowth: 0.1,
  stallMs: 200,
  queueRise: 5,
};

/** Least-squares line through the points: the value it gives at `t`. */
export function trend(points: { t: number; value: number }[]): (t: number) => number {
  const n = points.length;
  const meanT = points.reduce((sum, point) => sum + point.t, 0) / n;
  const meanV = points.reduce((sum, point) => sum + point.value, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const point of points) {
    covariance += (point.t - meanT) * (point.value - meanV);
    variance += (point.t - meanT) ** 2;
  }
  const slope = variance === 0 ? 0 : covariance / variance;
  return (t) => meanV + slope * (t - meanT);
}

const seriesOf = (samples: SoakSample[], key: string) =>
  samples
    .map((sample) => ({ t: sample.t, value: sample[key] as number }))
    .filter((point) => Number.isFinite(point.value));

/**
 * The memory a process holds (`*RssMb`: resident, V8's heap and everything else) and what its
 * JavaScript keeps alive (`*LiveHeapMb`: the heap a full collection leaves), the two a leak makes
 * grow. `*HeapMb` (heapUsed) is reported, not judged: sampled between collections it counts the
 * garbage not collected yet, which rises whenever V8 lets its heap grow and collects later, while
 * what survives stays flat (a 10-minute run: heapUsed +45.8 %, live heap +1.5 %, docs/benchmarks.md).
 */
const JUDGED_MEMORY = /(RssMb|LiveHeapMb)$/;

/**
 * How long after the warm-up a process must have run a full collection. The shipped flags run one
 * at least every 110 s in the 30-minute soaks (docs/benchmarks.md); a shorter run may see none.
 */
const FULL_COLLECTION_WITHIN_SECONDS = 300;

/**
 * A live heap is what the last full collection left: a process that ran none after the warm-up
 * repeats a figure from before it, and garbage holding memory outside V8's heap piles up unseen
 * (docs/benchmarks.md, "Garbage the projector never collected"). Needs the `*FullGcs` series.
 * 'unjudged': the run after the warm-up was too short to expect a full collection.
 */
function liveHeapUnmeasured(samples: SoakSample[], key: string, warmupSeconds: number) {
  if (!key.endsWith('LiveHeapMb')) return null;
  const collections = seriesOf(samples, key.replace(/LiveHeapMb$/, 'FullGcs')).filter(
    (point) => point.t >= warmupSeconds,
  );
  if (collections.length === 0 || collections.some((point) => point.value > 0)) return null;
  const span = collections.at(-1)!.t - warmupSeconds;
  if (span < FULL_COLLECTION_WITHIN_SECONDS) return 'unjudged';
  return `memory: ${key} not measured: no full collection after ${warmupSeconds} s`;
}

/**
 * The failed criteria, each named (empty: the run passed). Memory (`*RssMb`, `*LiveHeapMb`): the
 * trend over the samples after the warm-up, from its start to the end, grows more than the limit
 * (a trend, not two samples: the heap swings with every collection), and a live heap no full
 * collection measured in a run 5 minutes longer than the warm-up fails too. Stalls
 * (`*LoopMaxMs`): any sample over the limit. Queues (`*Queue`): the trend over the last half rises
 * by more than the limit.
 */
export function soakFailures(samples: SoakSample[], limits = SOAK_LIMITS): string[] {
  const failures: string[] = [];
  const keys = new Set(samples.flatMap((sample) => Object.keys(sample)));
  const end = samples.at(-1)?.t ?? 0;
  for (const key of keys) {
    const points = seriesOf(samples, key);
    if (points.length === 0) continue;
    if (JUDGED_MEMORY.test(key)) {
      const after = points.filter((point) => point.t >= limits.warmupSeconds);
      if (after.length < 3) continue;
      const unmeasured = liveHeapUnmeasured(samples, key, limits.warmupSeconds);
      if (unmeasured) {
        if (unmeasured !== 'unjudged') failures.push(unmeasured);
        continue;
      }
      const line = trend(after);
      const from = line(after[0]!.t);
      const growth = (line(end) - from) / from;
      if (growth > limits.memoryGrowth)
        failures.push(
          `memory: ${key} grew ${(growth * 100).toFixed(1)} % after ${limits.warmupSeconds} s (trend ${from.toFixed(1)} -> ${line(end).toFixed(1)})`,
        );
    } else if (key.endsWith('LoopMaxMs')) {
      const worst = points.reduce((max, point) => (point.value > max.value ? point : max));
      if (worst.value > limits.stallMs)
        failures.push(
          `event-loop stall: ${key} ${worst.value.toFixed(0)} ms at ${worst.t.toFixed(0)} s (limit ${limits.stallMs} ms)`,
        );
    } else if (key.endsWith('Queue')) {
      const lastHalf = points.filter((point) => point.t >= end / 2);
      if (lastHalf.length < 3) continue;
      const line = trend(lastHalf);
      const rise = line(end) - line(lastHalf[0]!.t);
      if (rise > limits.queueRise)
        failures.push(
          `queue keeps growing: ${key} trend rose ${rise.toFixed(1)} jobs over the last half (limit ${limits.queueRise})`,
        );
    }
  }
  return failures;
}
