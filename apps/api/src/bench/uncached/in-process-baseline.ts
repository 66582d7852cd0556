import type { ReadStore } from '@botdir/read-store';
import { parseBotListParams } from '@api/modules/bots/queries/bot-list-params';
import { percentile } from '../bench-tools';

export interface InProcessResult {
  queriesPerSecond: number;
  p50: number;
  p99: number;
  /** CPU time per query (ms): what a query costs, whatever else the machine runs. */
  cpuP50: number;
  cpuP99: number;
}

/** The store call an api URL makes, parsed once up front (parsing is the api's overhead). */
export function storeCallOf(
  store: ReadStore,
  urlPath: string,
  now: number,
): () => Promise<unknown> {
  const url = new URL(urlPath, 'http://bench');
  const detail = /^\/api\/bots\/(\d+)$/.exec(url.pathname);
  if (detail) {
    const id = Number(detail[1]);
    return () => store.getBot(id);
  }
  const query = parseBotListParams(Object.fromEntries(url.searchParams), now);
  return () => store.listBots(query);
}

/**
 * The store's own limit: the same URLs' queries run straight on the read store, one after another
 * in this process, for `seconds`. Latencies in ms.
 */
export async function runInProcess(
  store: ReadStore,
  urlPaths: string[],
  seconds: number,
): Promise<InProcessResult> {
  const now = Date.now();
  const calls = urlPaths.map((urlPath) => storeCallOf(store, urlPath, now));
  const samples: number[] = [];
  const cpu: number[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  for (let index = 0; performance.now() < until; index += 1) {
    const before = performance.now();
    const cpuBefore = process.cpuUsage();
    await (calls[index % calls.length] as () => Promise<unknown>)();
    const used = process.cpuUsage(cpuBefore);
    samples.push(performance.now() - before);
    cpu.push((used.user + used.system) / 1000);
  }
  const elapsed = (performance.now() - started) / 1000;
  samples.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    queriesPerSecond: samples.length / elapsed,
    p50: percentile(samples, 0.5),
    p99: percentile(samples, 0.99),
    cpuP50: percentile(cpu, 0.5),
    cpuP99: percentile(cpu, 0.99),
  };
}
