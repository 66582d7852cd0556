import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { SqliteReadStore } from '@botdir/read-store';
import { ApiProcess, freePort } from '@api/testing/api-process';
import { rebuildReadModels, seedApprovedBots } from './bench-data';
import { fmt, loadPaths, memoryOf } from './bench-tools';
import { BENCH_CACHE_BYPASS_HEADER } from '@api/infrastructure/config/app-config';
import { runInProcess } from './uncached/in-process-baseline';
import { askedInOrder, distinctPaths, SHAPES } from './uncached/uncached-queries';

const SIZES = (process.env.BENCH_CURVE ?? '10000,100000,1000000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const TMP = process.env.BENCH_TMP ?? os.tmpdir();

const megabytes = (dir: string, prefix: string) =>
  fs
    .readdirSync(dir)
    .filter((file) => file.startsWith(prefix))
    .reduce((sum, file) => sum + fs.statSync(path.join(dir, file)).size, 0) /
  (1024 * 1024);

/** One row of the cost curve: what `bots` public bots cost to rebuild, query, hold and store. */
async function measure(bots: number): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(TMP, 'botdir-cost-curve-'));
  try {
    const head = await seedApprovedBots(dataDir, bots);
    const rebuildSeconds = await rebuildReadModels(dataDir, head);
    const logMb = megabytes(dataDir, 'events.sqlite');
    const readMb = megabytes(dataDir, 'read-models.sqlite');
    const store = new SqliteReadStore({ path: path.join(dataDir, 'read-models.sqlite') });
    const p99s: string[] = [];
    const workloads = SHAPES.map((shape) => askedInOrder(distinctPaths(shape, bots)));
    for (const paths of workloads) {
      const result = await runInProcess(store, paths, SECONDS);
      p99s.push(`${fmt(result.cpuP99, 2)} (${fmt(result.p99, 2)})`);
    }
    await store.close();
    const api = new ApiProcess(await freePort(), {
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      BENCH_MODE: 'true',
    });
    await api.start(600_000);
    // The api's memory once it has answered every shape uncached for a while.
    for (const paths of workloads)
      await loadPaths(api.baseUrl, paths, SECONDS, {
        [BENCH_CACHE_BYPASS_HEADER]: '1',
        'Accept-Encoding': 'br',
      });
    const rss = memoryOf(api.pid);
    await api.kill('SIGTERM');
    return `| ${bots.toLocaleString('en-US')} | ${fmt(rebuildSeconds, 1)} s | ${p99s.join(' | ')} | ${fmt(rss.rssMb, 0)} MB (peak ${fmt(rss.peakMb, 0)}) | ${fmt(logMb, 0)} MB | ${fmt(readMb, 0)} MB |`;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `node apps/api/dist/bench/cost-curve.js`: the README's cost-curve table, one row per size. */
async function main(): Promise<void> {
  const rows: string[] = [];
  for (const bots of SIZES) {
    rows.push(await measure(bots));
    console.log(rows[rows.length - 1]);
  }
  console.log(
    `\n| Bots | Rebuild (replay + swap) | ${SHAPES.map((shape) => `${shape} p99 ms: CPU (wall)`).join(' | ')} | api RSS after uncached load | Log on disk | Read store on disk |`,
  );
  console.log(`|${' --- |'.repeat(SHAPES.length + 5)}`);
  for (const row of rows) console.log(row);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
