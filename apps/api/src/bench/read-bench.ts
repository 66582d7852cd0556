import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { SqliteReadStore } from '@botdir/read-store';
import { ApiProcess, freePort } from '@api/testing/api-process';
import { DEVELOPER, validBotData } from '@api/testing/test-app';
import { rebuildReadModels, seedApprovedBots } from './bench-data';
import { cpuSecondsOf, fmt, memoryOf, percentile, profiled, scheduleOf } from './bench-tools';
import { PhaseClock } from './phase-clock';
import { cachedRound } from './cached-round';
import { uncachedRound } from './uncached/uncached-round';

const BOTS = Number(process.env.BENCH_BOTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUND_TRIPS = Number(process.env.BENCH_ROUND_TRIPS ?? 300);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** `false` skips the cached rounds (e.g. to profile only the uncached ones). */
const CACHED = process.env.BENCH_CACHED !== 'false';
/** Comma-separated uncached shapes to run (default all: search,list,category,detail). */
const SHAPES = process.env.BENCH_SHAPES?.split(',').filter(Boolean);
/** Where the generated data goes (never the repository); removed at the end. */
const TMP = process.env.BENCH_TMP ?? os.tmpdir();
/** What a browser sends; `identity` measures uncompressed answers. */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';
const HEADERS = { 'Accept-Encoding': ACCEPT_ENCODING };

async function roundTrips(baseUrl: string, cookie: string): Promise<number[]> {
  const timings: number[] = [];
  for (let index = 0; index < ROUND_TRIPS; index += 1) {
    const started = performance.now();
    const submitted = await fetch(`${baseUrl}/api/bots/submit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ botData: validBotData(DEVELOPER, { name: `Round trip ${index}` }) }),
    });
    const { botId } = (await submitted.json()) as { botId: number };
    const read = await fetch(`${baseUrl}/api/bots/${botId}`, { headers: { Cookie: cookie } });
    const bot = (await read.json()) as { name?: string };
    if (bot.name !== `Round trip ${index}`)
      throw new Error(`read-after-write missed: ${JSON.stringify(bot)}`);
    timings.push(performance.now() - started);
  }
  return timings.sort((a, b) => a - b);
}

async function readAfterWrite(api: ApiProcess): Promise<void> {
  const login = await fetch(`${api.baseUrl}/auth/dev-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEVELOPER),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] as string;
  const trips = await roundTrips(api.baseUrl, cookie);
  console.log(
    `\nread-after-write (submit, then GET the bot; ${ROUND_TRIPS} sequential): p50 ${fmt(percentile(trips, 0.5))} ms  p99 ${fmt(percentile(trips, 0.99))} ms`,
  );
}

async function main(): Promise<void> {
  const started = performance.now();
  const clock = new PhaseClock();
  const dataDir = fs.mkdtempSync(path.join(TMP, 'botdir-bench-read-'));
  const head = await seedApprovedBots(dataDir, BOTS);
  clock.lap('seed');
  await rebuildReadModels(dataDir, head);
  clock.lap('rebuild');
  // BENCH_MODE: no rate limits, and the bypass header skips the answer cache (refused in production).
  const api = new ApiProcess(await freePort(), {
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    BENCH_MODE: 'true',
    ...profiled(),
  });
  await api.start(300_000);
  let apiCpu = cpuSecondsOf(api.pid);
  const apiLap = () => -apiCpu + (apiCpu = cpuSecondsOf(api.pid));
  clock.lap('api start', apiCpu);
  console.log(`\n${BOTS} public bots, Accept-Encoding: ${ACCEPT_ENCODING}`);
  const paths = [
    '/api/bots?approved=true',
    '/api/bots?search=music',
    `/api/bots/${Math.ceil(BOTS / 2)}`,
    '/api/stats',
  ];
  if (CACHED) await cachedRound(api, paths, { rounds: ROUNDS, seconds: SECONDS, headers: HEADERS });
  clock.lap('cached rounds', apiLap());
  const store = new SqliteReadStore({ path: path.join(dataDir, 'read-models.sqlite') });
  await uncachedRound(api.baseUrl, api.pid, store, {
    bots: BOTS,
    rounds: ROUNDS,
    seconds: SECONDS,
    headers: HEADERS,
    shapes: SHAPES,
  });
  await store.close();
  clock.lap('uncached rounds', apiLap());
  if (ROUND_TRIPS > 0) await readAfterWrite(api);
  clock.lap('read-after-write', apiLap());
  const apiMemory = memoryOf(api.pid);
  const schedule = scheduleOf(api.pid);
  const benchPeak = process.resourceUsage().maxRSS / 1024;
  console.log(
    `memory: api RSS ${fmt(apiMemory.rssMb, 0)} MB (peak ${fmt(apiMemory.peakMb, 0)} MB); bench process peak ${fmt(benchPeak, 0)} MB; ` +
      `whole run ${fmt((performance.now() - started) / 1000, 0)} s; the api's event loop ran ${fmt(schedule.ran, 0)} s and waited ${fmt(schedule.waited, 0)} s runnable for a CPU`,
  );
  console.log(clock.summary());
  await api.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
