/**
 * Preloaded into the api and the projector by bench:soak: every SOAK_PROBE_MS writes the heap in
 * use, the heap left after the last full collection, V8's heap size and the event loop's worst
 * delay, its longest garbage collection (and that collection's flags), the full collections and
 * the young generation's size over that window to SOAK_PROBE_FILE. A file, not /metrics: under
 * overload /metrics waits behind every queued request and the sample would be lost.
 */
import * as fs from 'node:fs';
import {
  monitorEventLoopDelay,
  PerformanceObserver,
  type NodeGCPerformanceDetail,
} from 'node:perf_hooks';
import * as path from 'node:path';
import { GCProfiler, getHeapSpaceStatistics, writeHeapSnapshot } from 'node:v8';
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
  // Why V8 ran the window's longest collection: perf_hooks' GC flags (4 = forced; 32 = all
  // external memory, which V8's memory reducer sets on its collections; 64 = scheduled idle).
  let longest = { duration: -1, flags: NaN };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // A 'gc' entry's detail (the typings leave it off PerformanceEntry).
      const { flags } = (entry as unknown as { detail: NodeGCPerformanceDetail }).detail;
      if (entry.duration > longest.duration) longest = { duration: entry.duration, flags };
    }
  }).observe({ entryTypes: ['gc'] });
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
      // The young generation's reserved size: V8 doubles it (up to its bound) under allocation.
      youngMb: spaceSizeMb('new_space'),
      externalMb: memory.external / MB,
      loopMaxMs: delay.max / 1e6,
      // The longest collection in the window (cost is in microseconds), to tell a stall from GC.
      gcMaxMs: Math.max(0, ...collections.map((gc) => gc.cost)) / 1000,
      fullGcs: full.length,
      gcMaxFlags: longest.flags,
    };
    longest = { duration: -1, flags: NaN };
    delay.reset();
    publish(JSON.stringify(figures));
  };
  // Written on the thread pool and renamed into place: a synchronous write waited 496 ms for the
  // disk (perf trace, in a soak at the peak) and showed up as the very stall it measures, and a
  // reader never sees half a file.
  let writes = Promise.resolve();
  const publish = (json: string) => {
    writes = writes
      .then(async () => {
        await fs.promises.writeFile(`${file}.next`, json);
        await fs.promises.rename(`${file}.next`, file);
      })
      .catch(() => undefined);
  };
  setInterval(write, Number(process.env.SOAK_PROBE_MS ?? 10_000)).unref();
  scheduleHeapSnapshots(path.basename(file, '.json'));
}

function spaceSizeMb(name: string): number {
  return (
    (getHeapSpaceStatistics().find((space) => space.space_name === name)?.space_size ?? NaN) / MB
  );
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
