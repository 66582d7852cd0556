/**
 * Preloaded into the api by bench:write: records the event loop's delay over the measured window
 * only. The first SIGUSR2 starts it (start-up left out), the second ends it and writes the
 * percentiles to BENCH_LOOP_DELAY_FILE.
 */
import * as fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_LOOP_DELAY_FILE;
if (file) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  let signals = 0;
  process.on('SIGUSR2', () => {
    signals += 1;
    if (signals === 1) return delay.enable();
    delay.disable();
    const ms = (nanoseconds: number) => nanoseconds / 1e6;
    const figures = {
      p50: ms(delay.percentile(50)),
      p99: ms(delay.percentile(99)),
      max: ms(delay.max),
    };
    fs.writeFileSync(file, JSON.stringify(figures));
  });
}
