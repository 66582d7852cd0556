import { SqliteReadStore, type ReadStore } from '@botdir/read-store';
import { fmt } from '../bench-tools';
import { timeSearchShapes } from './search-shapes';
import { askedInOrder, distinctPaths } from './uncached-queries';

/**
 * Prints the uncached search mix's CPU and wall p50 / p99 per shape, in process, on a read store
 * built earlier (e.g. by `bench:cost-curve` with its data kept).
 */
export async function printSearchShapes(store: ReadStore, bots: number, draws: number) {
  const asked = askedInOrder(distinctPaths('search', bots)).slice(0, draws);
  const { shapes, slowest } = await timeSearchShapes(store, asked);
  console.log('| Search shape | queries | CPU p50 / p99 ms | wall p50 / p99 ms |');
  console.log('| --- | --- | --- | --- |');
  for (const s of shapes) {
    const cpu = `${fmt(s.cpuP50, 2)} / ${fmt(s.cpuP99, 2)}`;
    console.log(
      `| ${s.shape} | ${s.queries} | ${cpu} | ${fmt(s.wallP50, 2)} / ${fmt(s.wallP99, 2)} |`,
    );
  }
  console.log('\nmost CPU in one asking:');
  for (const { urlPath, cpu } of slowest) console.log(`  ${fmt(cpu, 2)} ms  ${urlPath}`);
}

/** `node apps/api/dist/bench/uncached/search-shapes-bench.js <read-models.sqlite> <bots> [draws]` */
async function main(): Promise<void> {
  const [file, bots, draws] = process.argv.slice(2);
  if (!file || !bots)
    throw new Error('usage: search-shapes-bench <read-models.sqlite> <bots> [draws]');
  const store = new SqliteReadStore({ path: file });
  await printSearchShapes(store, Number(bots), Number(draws ?? 4000));
  await store.close();
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
