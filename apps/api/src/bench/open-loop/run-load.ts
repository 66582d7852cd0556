import * as os from 'node:os';
import { cpuSecondsOf, fmt, percentile, scheduleOf } from '../bench-tools';
import type { MixedLoad } from './mixed-load';
import { runOpenLoop, type OpenLoopResult } from './open-loop';
import { Recorder } from './recorder';

export interface LoadFigures {
  commandRate: number;
  readRate: number;
  seconds: number;
  commands: OpenLoopResult;
  reads: OpenLoopResult;
  recorder: Recorder;
  apiCores: number;
  /** Seconds the api's main thread was runnable but waited for a CPU other processes held. */
  apiWaitedForCpu: number;
  loadAverage: number[];
}

/** Whether the generator kept the schedule: nothing unsent and at most 1 % sent late. */
export const held = (run: OpenLoopResult) => run.notSent === 0 && run.late <= run.offered * 0.01;

/**
 * `commandRate` commands/s and `readRate` reads/s, both open-loop, for `seconds`; the mixed load
 * writes into `recorder` (a fresh one unless the caller drains it as it goes).
 */
export async function runLoad(
  load: (recorder: Recorder) => MixedLoad,
  options: { commandRate: number; readRate: number; seconds: number; apiPid?: number },
  recorder = new Recorder(),
): Promise<LoadFigures> {
  const mixed = load(recorder);
  const until = performance.now() + options.seconds * 1000;
  const cpuBefore = cpuSecondsOf(options.apiPid);
  const waitedBefore = scheduleOf(options.apiPid).waited;
  const [commands, reads] = await Promise.all([
    runOpenLoop({ ratePerSecond: options.commandRate, until, maxInFlight: 2000 }, (index, at) =>
      mixed.command(index, at),
    ),
    runOpenLoop({ ratePerSecond: options.readRate, until, maxInFlight: 4000 }, (index, at) =>
      mixed.read(index, at),
    ),
  ]);
  return {
    ...options,
    commands,
    reads,
    recorder,
    apiCores: (cpuSecondsOf(options.apiPid) - cpuBefore) / commands.elapsedSeconds,
    apiWaitedForCpu: scheduleOf(options.apiPid).waited - waitedBefore,
    loadAverage: os.loadavg(),
  };
}

const percentiles = (sorted: number[]) =>
  `p50 ${fmt(percentile(sorted, 0.5))} ms  p99 ${fmt(percentile(sorted, 0.99))} ms (n ${sorted.length})`;

const schedule = (run: OpenLoopResult) =>
  `${run.offered} offered, ${run.late} sent > 5 ms late, ${run.notSent} not sent, worst send lag ${fmt(run.maxSendLag)} ms`;

export function describe(figures: LoadFigures): string[] {
  const { recorder } = figures;
  return [
    `commands: ${percentiles(recorder.sorted('command'))}; schedule: ${schedule(figures.commands)}`,
    `read-after-write (every 4th command, scheduled time to the first read showing it): ${percentiles(recorder.sorted('raw'))}`,
    `reads: ${percentiles(recorder.sorted('read'))}; schedule: ${schedule(figures.reads)}`,
    `refusals and misses: ${recorder.outcomes()}`,
    `api ${fmt(figures.apiCores, 2)} cores busy, its main thread waited ${fmt(figures.apiWaitedForCpu, 0)} s of ${fmt(figures.commands.elapsedSeconds, 0)} runnable for a CPU; load average ${figures.loadAverage.map((value) => fmt(value, 2)).join(' ')} (2 cores, shared)`,
  ];
}
