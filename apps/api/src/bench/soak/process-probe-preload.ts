/**
 * Preloaded into the api and the projector by bench:soak: every SOAK_PROBE_MS writes the heap in
 * use, the heap left after the last full collection, V8's heap size and the event loop's worst
 * delay and its longest garbage collection over that window to SOAK_PROBE_FILE. A file, not /metrics: under overload /metrics waits
 * behind every queued request and the sample would be lost.
 */
import * as fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import * as path from 'node:path';
import { GCProfiler, writeHeapSnapshot } from 'node:v8';
import { isMainThread } from 'node:worker_threads';

const MB = 2 ** 20;
/** V8's full (mark-compact) collection; scavenges only empty the young generation. */
const FULL_COLLECTION = 'MarkSweepCompact';

const file = process.env.SOAK_PROBE_FILE;
// NODE_OPTIONS preloads run in worker threads too (the event store's commit thread): main only.
if (file && isMainThread) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  // heapUsed also counts the garbage not yet collected, so it rises and falls with V8's pacing of
  // collections; what a full collection leaves is what a leak makes grow.
  let profiler = new GCProfiler();
  profiler.start();
  let liveHeapMb = NaN;
  const write = () => {
    const collections = profiler.stop().statistics;
    const full = collections.filter((gc) => gc.gcType === FULL_COLLECTION);
    profiler = new GCProfiler();
    profiler.start();
    const last = full.at(-1);
    if (last) liveHeapMb = last.afterGC.heapStatistics.usedHeapSize / MB;
    const memory = process.memoryUsage();
    const figures = {
      heapMb: memory.heapUsed / MB,
      liveHeapMb,
      heapTotalMb: memory.heapTotal / MB,
      externalMb: memory.external / MB,
      loopMaxMs: delay.max / 1e6,
      // The longest collection in the window (cost is in microseconds), to tell a stall from GC.
      gcMaxMs: Math.max(0, ...collections.map((gc) => gc.cost)) / 1000,
    };
    delay.reset();
    fs.writeFileSync(file, JSON.stringify(figures));
  };
  setInterval(write, Number(process.env.SOAK_PROBE_MS ?? 10_000)).unref();
  scheduleHeapSnapshots(path.basename(file, '.json'));
}

/**
 * SOAK_HEAP_SNAPSHOT_SECONDS=300,1500 with SOAK_HEAP_SNAPSHOT_DIR writes a heap snapshot at each
 * of those seconds after start, to compare what a long run holds (the process stalls while it
 * writes, so only for diagnosis).
 */
function scheduleHeapSnapshots(name: string): void {
  const dir = process.env.SOAK_HEAP_SNAPSHOT_DIR;
  if (!dir) return;
  const seconds = (process.env.SOAK_HEAP_SNAPSHOT_SECONDS ?? '')
    .split(',')
    .map(Number)
    .filter((second) => Number.isFinite(second) && second >= 0);
  for (const second of seconds)
    setTimeout(
      () => writeHeapSnapshot(path.join(dir, `${name}-${second}s.heapsnapshot`)),
      second * 1000,
    ).unref();
}
