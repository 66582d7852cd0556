import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ApiProcess, freePort } from '@api/testing/api-process';
import { REVIEWER, validBotData, type TestUser } from '@api/testing/test-app';
import { cpuSecondsOf, fmt, memoryOf, percentile, profiled, scheduleOf } from './bench-tools';
import { openLoopBench } from './open-loop/open-loop-bench';
import { rawAppendsPerSecond } from './write/raw-appends';
import { loopDelayEnv, startLoopDelay, stopLoopDelay } from './write/loop-delay';
import { command, login, newTally, runClient, type Client } from './write/write-clients';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const RAW_SECONDS = Number(process.env.BENCH_RAW_SECONDS ?? 5);
const TMP = process.env.BENCH_TMP ?? os.tmpdir();
const COMMIT_THREAD = process.env.EVENT_STORE_COMMIT_THREAD || 'true (default)';

const developer = (index: number): TestUser => ({
  id: String(700000000000000000n + BigInt(index)),
  username: `bench_dev_${index}`,
  roles: [],
});

/** Submit, then GET the new bot until `until`, one at a time: what a developer waits for. */
async function readAfterWrite(baseUrl: string, cookie: string, user: TestUser, until: number) {
  const timings: number[] = [];
  for (let index = 0; performance.now() < until; index += 1) {
    const started = performance.now();
    const tally = newTally();
    const name = `Probe ${index}`;
    const body = { botData: validBotData(user, { name }) };
    const made = await command<{ botId: number }>(baseUrl, '/api/bots/submit', cookie, body, tally);
    if (!made) continue;
    const read = await fetch(`${baseUrl}/api/bots/${made.botId}`, { headers: { Cookie: cookie } });
    if (((await read.json()) as { name?: string }).name !== name)
      throw new Error('read-after-write missed');
    timings.push(performance.now() - started);
  }
  return timings.sort((a, b) => a - b);
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(TMP, 'botdir-bench-write-'));
  const rawBefore = rawAppendsPerSecond(dataDir, RAW_SECONDS);
  const loopDelayFile = path.join(dataDir, 'loop-delay.json');
  const api = new ApiProcess(await freePort(), {
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    BENCH_MODE: 'true',
    ...loopDelayEnv(loopDelayFile, profiled().NODE_OPTIONS),
  });
  await api.start(60_000);
  const reviewer = await login(api.baseUrl, REVIEWER);
  const cookies = await Promise.all(
    Array.from({ length: CLIENTS + 1 }, (_, index) => login(api.baseUrl, developer(index))),
  );
  const clients: Client[] = Array.from({ length: CLIENTS }, (_, index) => ({
    index,
    developer: developer(index),
    cookie: cookies[index] as string,
    raterCookie: cookies[(index + 1) % CLIENTS] as string,
  }));
  const tally = newTally();
  const cpuBefore = cpuSecondsOf(api.pid);
  const scheduleBefore = scheduleOf(api.pid);
  startLoopDelay(api.pid);
  const started = performance.now();
  const until = started + SECONDS * 1000;
  const [, probe] = await Promise.all([
    Promise.all(clients.map((client) => runClient(api.baseUrl, client, reviewer, until, tally))),
    readAfterWrite(api.baseUrl, cookies[CLIENTS] as string, developer(CLIENTS), until),
  ]);
  const elapsed = (performance.now() - started) / 1000;
  const apiCpu = cpuSecondsOf(api.pid) - cpuBefore;
  const schedule = scheduleOf(api.pid);
  const waitedForCpu = schedule.waited - scheduleBefore.waited;
  const apiMemory = memoryOf(api.pid);
  const loopDelay = await stopLoopDelay(api.pid, loopDelayFile);
  await api.kill('SIGTERM');
  const rawAfter = rawAppendsPerSecond(dataDir, RAW_SECONDS);

  const latencies = tally.latencies.sort((a, b) => a - b);
  const rate = latencies.length / elapsed;
  const raw = (rawBefore + rawAfter) / 2;
  const errors = [...tally.errors].map(([key, count]) => `${key} ×${count}`).join(', ') || 'none';
  console.log(
    `\nbench:write: ${CLIENTS} clients (submit, approve, rate) for ${fmt(elapsed, 0)} s on the embedded default (SQLite, fsync on every commit; commit thread ${COMMIT_THREAD})`,
  );
  console.log(
    `commands ${latencies.length} = ${fmt(rate, 0)} commands/s  p50 ${fmt(percentile(latencies, 0.5))} ms  p99 ${fmt(percentile(latencies, 0.99))} ms  conflicts ${tally.conflicts}  other errors: ${errors}`,
  );
  console.log(
    `baseline: raw SQLite appends, one event per commit, synchronous=FULL: ${fmt(rawBefore, 0)} before, ${fmt(rawAfter, 0)} after (mean ${fmt(raw, 0)}/s) -> commands/raw ${fmt(rate / raw, 2)}`,
  );
  console.log(
    `read-after-write under that load (submit, then GET the bot; ${probe.length} sequential): p50 ${fmt(percentile(probe, 0.5))} ms  p99 ${fmt(percentile(probe, 0.99))} ms`,
  );
  console.log(
    `api CPU: ${fmt((apiCpu * 1000) / (latencies.length + probe.length * 2), 2)} ms per request (${fmt(apiCpu, 1)} s over ${fmt(elapsed, 0)} s: ${fmt(apiCpu / elapsed, 2)} cores busy); its event loop waited ${fmt(waitedForCpu, 1)} s runnable for a CPU other processes held`,
  );
  console.log(
    loopDelay
      ? `api event-loop delay under that load: p50 ${fmt(loopDelay.p50)} ms  p99 ${fmt(loopDelay.p99)} ms  max ${fmt(loopDelay.max)} ms`
      : 'api event-loop delay: not recorded (the api wrote no figures)',
  );
  console.log(
    `memory: api RSS ${fmt(apiMemory.rssMb, 0)} MB (peak ${fmt(apiMemory.peakMb, 0)} MB)`,
  );
  fs.rmSync(dataDir, { recursive: true, force: true });
}

(process.env.BENCH_WRITE_MODE === 'open' ? openLoopBench() : main()).catch((error) => {
  console.error(error);
  process.exit(1);
});
