import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { SqliteEventStore } from '@botdir/event-store';
import { approvedBotAppends } from '@api/bench/synthetic-bots';
import { ApiProcess, freePort } from '@api/testing/api-process';

const BOTS = 2_600;
const MAX_BYTES = 8 * 1024 * 1024;
const MB = 1024 * 1024;

/** Resident memory of a process, from /proc (Linux). */
function rss(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) * 1024;
}

async function seed(dataDir: string): Promise<void> {
  const store = new SqliteEventStore(path.join(dataDir, 'events.sqlite'));
  const appends = [];
  for (let index = 0; index < BOTS; index += 1)
    appends.push(...approvedBotAppends(index, Date.now()));
  await store.appendBatch(appends);
  await store.close();
}

/** Each URL a distinct answer of 100 bots (about 100 KB): unbounded, 5,000 of them hold 500 MB. */
const floodUrls = () =>
  ['newest', 'name'].flatMap((sort) =>
    Array.from({ length: 2_500 }, (_, index) => `/api/bots?sort=${sort}&limit=100&offset=${index}`),
  );

async function getAll(baseUrl: string, urls: string[], parallel = 8): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const response = await fetch(`${baseUrl}${urls[next++]}`);
      if (response.status !== 200) throw new Error(`${response.status} for ${response.url}`);
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

describe('public answer cache under a flood of distinct big answers (finding 2)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'botdir-flood-'));
  let api: ApiProcess;

  beforeAll(async () => {
    await seed(dataDir);
    api = new ApiProcess(await freePort(), {
      DATA_DIR: dataDir,
      PUBLIC_CACHE_MAX_BYTES: String(MAX_BYTES),
    });
    await api.start(120_000);
  }, 180_000);
  afterAll(async () => {
    await api.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps resident memory bounded and evicts the least recently used', async () => {
    const urls = floodUrls();
    // Warm up (code, SQLite page cache, heap) on the first answers, then measure the rest.
    await getAll(api.baseUrl, urls.slice(0, 200));
    const before = rss(api.pid as number);
    await getAll(api.baseUrl, urls.slice(200));
    const grown = rss(api.pid as number) - before;
    // 4,800 more answers of ~100 KB each: kept, they would add about 480 MB. Bounded, what grows
    // is the 8 MB cache plus the garbage of building the answers that the heap has not given back
    // (about 100–120 MB, depending on when the collector runs): half the unbounded growth.
    expect(grown).toBeLessThan(240 * MB);
    const first = await fetch(`${api.baseUrl}${urls[0]}`);
    expect(first.headers.get('x-cache')).toBe('MISS');
    const last = await fetch(`${api.baseUrl}${urls[urls.length - 1]}`);
    expect(last.headers.get('x-cache')).toBe('HIT');
    expect(Number((await last.arrayBuffer()).byteLength)).toBeGreaterThan(50_000);
  }, 180_000);
});
