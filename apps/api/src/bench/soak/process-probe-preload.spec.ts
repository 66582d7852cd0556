import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { constants } from 'node:perf_hooks';

// The built preload, as bench:soak loads it (`npm run build` first).
const PRELOAD = path.resolve(__dirname, '../../../dist/bench/soak/process-probe-preload.js');

/**
 * Holds about 40 MB, collects, and keeps what the probe wrote next and a while later; then drops it, leaves garbage
 * behind, collects again, and keeps the second figures.
 */
const CHILD = `
  const fs = require('node:fs');
  const probe = process.env.SOAK_PROBE_FILE;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
  const written = () => (fs.existsSync(probe) ? fs.readFileSync(probe, 'utf8') : '');
  const nextWrite = async () => {
    const last = written();
    while (written() === last) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  (async () => {
    let held = Array.from({ length: 400000 }, (_, i) => ({ i, text: 'held ' + i }));
    // The allocation's own collections (a loaded machine can make one outlast gc()'s) are
    // reported in the windows before the forced one.
    await nextWrite();
    await nextWrite();
    gc();
    // The first figures written after the collection cover its window.
    await nextWrite();
    fs.copyFileSync(probe, probe + '.collected');
    await nextWrite();
    fs.copyFileSync(probe, probe + '.collected-next');
    await nextWrite();
    fs.copyFileSync(probe, probe + '.collected-after');
    await settle();
    fs.copyFileSync(probe, probe + '.held');
    held = null;
    gc();
    globalThis.garbage = Array.from({ length: 200000 }, (_, i) => ({ i, text: 'garbage ' + i }));
    globalThis.garbage = null;
    await settle();
    fs.copyFileSync(probe, probe + '.dropped');
  })();
`;

interface Figures {
  heapMb: number;
  liveHeapMb: number;
  heapTotalMb: number;
  gcMaxMs: number;
  fullGcs: number;
  gcMaxFlags: number;
  youngMb: number;
}

describe('the soak probe', () => {
  it('reports the heap a full collection leaves, which falls when data is let go', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soak-probe-'));
    const probe = path.join(dir, 'probe.json');
    try {
      execFileSync(process.execPath, ['--expose-gc', '--require', PRELOAD, '-e', CHILD], {
        env: { ...process.env, SOAK_PROBE_FILE: probe, SOAK_PROBE_MS: '100' },
      });
      const read = (suffix: string) =>
        JSON.parse(fs.readFileSync(`${probe}${suffix}`, 'utf8')) as Figures;
      const held = read('.held');
      const dropped = read('.dropped');
      expect(held.liveHeapMb).toBeGreaterThan(25);
      expect(held.heapTotalMb).toBeGreaterThanOrEqual(held.heapMb);
      expect(dropped.liveHeapMb).toBeLessThan(held.liveHeapMb - 20);
      // The garbage left after the last full collection counts in heapMb, not in liveHeapMb.
      expect(dropped.heapMb).toBeGreaterThan(dropped.liveHeapMb);
      // Collecting 40 MB of objects takes a measurable while, and less than the whole run.
      const collected = read('.collected');
      expect(collected.gcMaxMs).toBeGreaterThan(0.1);
      expect(collected.gcMaxMs).toBeLessThan(2000);
      // gc() is a full collection, and the young generation is part of V8's heap.
      expect(collected.fullGcs).toBeGreaterThanOrEqual(1);
      // A gc() from JavaScript is a forced collection (NODE_PERFORMANCE_GC_FLAGS_FORCED). Node
      // reports a collection's flags later than it runs: in one of the windows after it.
      const flags = ['.collected', '.collected-next', '.collected-after']
        .map((suffix) => read(suffix).gcMaxFlags)
        .reduce((all, one) => all | one, 0);
      expect(flags & constants.NODE_PERFORMANCE_GC_FLAGS_FORCED).toBeTruthy();
      expect(held.youngMb).toBeGreaterThan(0);
      expect(held.youngMb).toBeLessThan(held.heapTotalMb);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
