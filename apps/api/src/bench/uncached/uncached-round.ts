import type { ReadStore } from '@botdir/read-store';
import { BENCH_CACHE_BYPASS_HEADER } from '@api/infrastructure/config/app-config';
import { cpuSecondsOf, fmt, loadPaths, median, type LoadResult } from '../bench-tools';
import { runInProcess, type InProcessResult } from './in-process-baseline';
import { askedInOrder, distinctPaths, SHAPES, type Shape } from './uncached-queries';

const medianBy = <T>(runs: T[], value: (run: T) => number): T =>
  [...runs].sort((a, b) => value(a) - value(b))[Math.floor(runs.length / 2)] as T;

function uncachedRow(
  shape: string,
  api: LoadResult,
  store: InProcessResult,
  cpuMsPerRequest: number,
): string {
  const ratio = api.requestsPerSecond / store.queriesPerSecond;
  return (
    `${shape.padEnd(9)} api ${fmt(api.requestsPerSecond, 0).padStart(6)} req/s p50 ${fmt(api.p50).padStart(5)} p99 ${fmt(api.p99).padStart(5)} ms` +
    ` | in-process ${fmt(store.queriesPerSecond, 0).padStart(6)} q/s p50 ${fmt(store.p50, 2).padStart(6)} p99 ${fmt(store.p99, 2).padStart(6)} ms (CPU p50 ${fmt(store.cpuP50, 2)} p99 ${fmt(store.cpuP99, 2)} ms)` +
    ` | ratio ${fmt(ratio, 2)} | api CPU ${fmt(cpuMsPerRequest, 2)} ms/request${api.errors ? `  ERRORS ${api.errors}` : ''}`
  );
}

/**
 * Uncached round: per shape 1,000 distinct URLs asked in Zipf order, past the answer cache (the
 * bench-only bypass header), against the same queries run straight on the read store.
 */
export async function uncachedRound(
  baseUrl: string,
  apiPid: number | undefined,
  store: ReadStore,
  options: {
    bots: number;
    rounds: number;
    seconds: number;
    headers: Record<string, string>;
    /** The shapes to run (default all). */
    shapes?: string[];
  },
): Promise<void> {
  console.log(
    `\nuncached: per shape 1,000 distinct Zipf-distributed queries, median of ${options.rounds} alternating rounds of ${options.seconds} s; api with 10 connections, in-process = the same queries on the read store, one at a time`,
  );
  const headers = { ...options.headers, [BENCH_CACHE_BYPASS_HEADER]: '1' };
  const shapes = SHAPES.filter((shape: Shape) => !options.shapes || options.shapes.includes(shape));
  for (const shape of shapes) {
    const paths = askedInOrder(distinctPaths(shape, options.bots));
    const apiRuns: LoadResult[] = [];
    const storeRuns: InProcessResult[] = [];
    let cpu = 0;
    let requests = 0;
    for (let round = 0; round < options.rounds; round += 1) {
      const cpuBefore = cpuSecondsOf(apiPid);
      const run = await loadPaths(baseUrl, paths, options.seconds, headers);
      cpu += cpuSecondsOf(apiPid) - cpuBefore;
      requests += run.requestsPerSecond * options.seconds;
      apiRuns.push(run);
      storeRuns.push(await runInProcess(store, paths, options.seconds));
    }
    const api = median(apiRuns);
    const inProcess = medianBy(storeRuns, (run) => run.queriesPerSecond);
    console.log(uncachedRow(shape, api, inProcess, (cpu * 1000) / requests));
  }
}
