import * as fs from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import * as path from 'node:path';
import autocannon from 'autocannon';
import type { CannedAnswer } from './baseline-server';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** autocannon against one URL: requests/s and latency percentiles in ms. */
export async function load(
  url: string,
  seconds: number,
  headers: Record<string, string> = {},
  connections = 10,
): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** autocannon cycling through `paths` in order, shared by every connection. */
export async function loadPaths(
  baseUrl: string,
  paths: string[],
  seconds: number,
  headers: Record<string, string> = {},
  connections = 10,
): Promise<LoadResult> {
  let next = 0;
  const step = {
    setupRequest: (request: { path: string }) => {
      request.path = paths[next++ % paths.length] as string;
      return request;
    },
  };
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    headers,
    requests: [step],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export async function startBaseline(
  port: number,
  answers: Record<string, CannedAnswer>,
): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [path.join(__dirname, 'baseline-server.js'), String(port)],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  child.stdin?.end(JSON.stringify(answers));
  await new Promise<void>((resolve) => child.stdout?.once('data', () => resolve()));
  return child;
}

/** The run with the median request rate (its latencies come with it). */
export function median(runs: LoadResult[]): LoadResult {
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor(sorted.length / 2)] as LoadResult;
}

export function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

export const fmt = (value: number, digits = 1) => value.toFixed(digits);

export function row(label: string, api: LoadResult, baseline: LoadResult): string {
  const ratio = api.requestsPerSecond / baseline.requestsPerSecond;
  return `${label.padEnd(34)} ${fmt(api.requestsPerSecond, 0).padStart(8)} req/s  p50 ${fmt(api.p50).padStart(5)} ms  p99 ${fmt(api.p99).padStart(5)} ms | baseline ${fmt(baseline.requestsPerSecond, 0).padStart(8)} req/s  p99 ${fmt(baseline.p99).padStart(5)} ms | ratio ${fmt(ratio, 2)}${api.errors ? `  errors ${api.errors}` : ''}`;
}

/** Resident and peak resident memory of a process, in MB (Linux /proc). */
export function memoryOf(pid: number | undefined): { rssMb: number; peakMb: number } {
  if (pid === undefined) return { rssMb: 0, peakMb: 0 };
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** BENCH_API_PROFILE_DIR: the api process writes a CPU profile there when it exits. */
export const profiled = (): Record<string, string> =>
  process.env.BENCH_API_PROFILE_DIR
    ? { NODE_OPTIONS: `--require ${path.join(__dirname, 'cpu-profile-preload.js')}` }
    : {};

/** CPU seconds (user + system) a process has used so far (Linux /proc; clock ticks of 10 ms). */
export function cpuSecondsOf(pid: number | undefined): number {
  if (pid === undefined) return 0;
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Seconds the process's main thread ran, and waited runnable for a CPU (Linux schedstat). */
export function scheduleOf(pid: number | undefined): { ran: number; waited: number } {
  if (pid === undefined) return { ran: 0, waited: 0 };
  const [ran = 0, waited = 0] = fs
    .readFileSync(`/proc/${pid}/schedstat`, 'utf8')
    .split(' ')
    .map((value) => Number(value) / 1e9);
  return { ran, waited };
}
