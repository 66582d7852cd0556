/**
 * Preloaded into the api and the projector by bench:soak: every SOAK_PROBE_MS writes the heap in
 * use and the event loop's worst delay over that window to SOAK_PROBE_FILE. A file, not /metrics:
 * under overload /metrics waits behind every queued request and the sample would be lost.
 */
import * as fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const file = process.env.SOAK_PROBE_FILE;
// NODE_OPTIONS preloads run in worker threads too (the event store's commit thread): main only.
if (file && isMainThread) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const write = () => {
    const figures = {
      heapMb: process.memoryUsage().heapUsed / 2 ** 20,
      loopMaxMs: delay.max / 1e6,
    };
    delay.reset();
    fs.writeFileSync(file, JSON.stringify(figures));
  };
  setInterval(write, Number(process.env.SOAK_PROBE_MS ?? 10_000)).unref();
}
