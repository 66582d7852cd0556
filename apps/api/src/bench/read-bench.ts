import * as fs from 'node:fs';
import * as http from 'node:http';
import * as os from 'node:os';
import * as path from 'node:path';
import { ApiProcess, freePort } from '@api/testing/api-process';
import { DEVELOPER, validBotData } from '@api/testing/test-app';
import type { CannedAnswer } from './baseline-server';
import { rebuildReadModels, seedApprovedBots } from './bench-data';
import { fmt, load, median, percentile, row, startBaseline } from './bench-tools';

const BOTS = Number(process.env.BENCH_BOTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUND_TRIPS = Number(process.env.BENCH_ROUND_TRIPS ?? 300);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** What a browser sends; `identity` measures uncompressed answers. */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';
const HEADERS = { 'Accept-Encoding': ACCEPT_ENCODING };

/** The api's answers, byte for byte as sent (compressed when it compressed them). */
async function capture(api: ApiProcess, paths: string[]): Promise<Record<string, CannedAnswer>> {
  const answers: Record<string, CannedAnswer> = {};
  for (const urlPath of paths) {
    answers[`GET ${urlPath}`] = await new Promise<CannedAnswer>((resolve, reject) => {
      http
        .get(`${api.baseUrl}${urlPath}`, { headers: HEADERS }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              contentType: response.headers['content-type'] ?? 'application/json',
              body: Buffer.concat(chunks).toString('base64'),
              contentEncoding: response.headers['content-encoding'] ?? null,
            }),
          );
        })
        .on('error', reject);
    });
  }
  return answers;
}

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

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'botdir-bench-read-'));
  const head = await seedApprovedBots(dataDir, BOTS);
  await rebuildReadModels(dataDir, head);
  const api = new ApiProcess(await freePort(), {
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    RATE_LIMIT_GETS_PER_MINUTE: '1000000',
    RATE_LIMIT_SUBMISSIONS_PER_HOUR: '1000000',
    RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
    RATE_LIMIT_WRITES_PER_HOUR: '1000000',
  });
  await api.start(120_000);
  const paths = [
    '/api/bots?approved=true',
    '/api/bots?search=music',
    `/api/bots/${Math.ceil(BOTS / 2)}`,
    '/api/stats',
  ];
  const answers = await capture(api, paths);
  const baselinePort = await freePort();
  const baseline = await startBaseline(baselinePort, answers);
  console.log(
    `\n${BOTS} public bots; per endpoint the median of ${ROUNDS} alternating rounds of ${SECONDS} s, 10 connections, Accept-Encoding: ${ACCEPT_ENCODING}; baseline = bare node:http serving the same bytes`,
  );
  for (const urlPath of paths) {
    const apiRuns = [];
    const baselineRuns = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      apiRuns.push(await load(`${api.baseUrl}${urlPath}`, SECONDS, HEADERS));
      baselineRuns.push(await load(`http://127.0.0.1:${baselinePort}${urlPath}`, SECONDS, HEADERS));
    }
    console.log(row(`GET ${urlPath}`, median(apiRuns), median(baselineRuns)));
  }
  const login = await fetch(`${api.baseUrl}/auth/dev-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEVELOPER),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] as string;
  const trips = await roundTrips(api.baseUrl, cookie);
  console.log(
    `read-after-write (submit, then GET the bot; ${ROUND_TRIPS} sequential): p50 ${fmt(percentile(trips, 0.5))} ms  p99 ${fmt(percentile(trips, 0.99))} ms`,
  );
  baseline.kill();
  await api.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
