import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fmt, percentile, profiled } from '../bench-tools';
import { HttpPool } from './http-pool';
import { prepareLoad } from './load-fixture';
import { MixedLoad, newProgress } from './mixed-load';
import { describe, held, runLoad } from './run-load';
import { PRODUCTION_STALE_MS, startTopology, type TopologyKind } from './topology';

const RATE = Number(process.env.BENCH_RATE ?? 400);
const READ_RATE = Number(process.env.BENCH_READ_RATE ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const SWEEP = (process.env.BENCH_SWEEP ?? '200,400,800,1200,1600,2000,2400')
  .split(',')
  .filter(Boolean)
  .map(Number);
const SWEEP_SECONDS = Number(process.env.BENCH_SWEEP_SECONDS ?? 10);
const BOTS = Number(process.env.BENCH_LOAD_BOTS ?? 6000);
const TOPOLOGY = (process.env.BENCH_TOPOLOGY ?? 'inprocess') as TopologyKind;
const TMP = process.env.BENCH_TMP ?? os.tmpdir();

/** `bench:write` with BENCH_WRITE_MODE=open: the peak mix at a fixed rate, then a rate sweep. */
export async function openLoopBench(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(TMP, 'botdir-bench-open-'));
  const topology = await startTopology(TOPOLOGY, dataDir, {
    SEED_DEMO: 'false',
    BENCH_MODE: 'true',
    ...profiled(),
  });
  const pool = new HttpPool(topology.api.baseUrl);
  try {
    const started = performance.now();
    const fixture = await prepareLoad(pool, {
      bots: BOTS,
      developers: 50,
      voters: 100,
      backlog: 1000,
    });
    console.log(
      `setup: ${BOTS} live bots with tokens, 100 voters, 1000 pending submissions in ${fmt((performance.now() - started) / 1000, 0)} s (${TOPOLOGY}, PUBLIC_CACHE_STALE_MS=${PRODUCTION_STALE_MS})`,
    );
    const apiPid = topology.api.pid;
    // One progress for the main phase and every sweep step: each goes on where the last stopped.
    const progress = newProgress();
    const mixed = (recorder: Parameters<typeof runLoad>[2]) =>
      new MixedLoad(pool, fixture, recorder!, progress);
    const figures = await runLoad(mixed, {
      commandRate: RATE,
      readRate: READ_RATE,
      seconds: SECONDS,
      apiPid,
    });
    console.log(
      `\nbench:write open loop (${TOPOLOGY}): ${RATE} commands/s (votes 57.5 %, stats posts 20.75 %, submissions 11 %, approvals 10.75 %) + ${READ_RATE} reads/s for ${SECONDS} s`,
    );
    for (const line of describe(figures)) console.log(line);

    console.log(
      `\nrate sweep (${SWEEP_SECONDS} s a step, reads 5× the commands): until command p99 > 100 ms or the schedule is not held`,
    );
    for (const rate of SWEEP) {
      const step = await runLoad(mixed, {
        commandRate: rate,
        readRate: rate * 5,
        seconds: SWEEP_SECONDS,
        apiPid,
      });
      const commands = step.recorder.sorted('command');
      const p99 = percentile(commands, 0.99);
      const kept = held(step.commands) && held(step.reads);
      console.log(
        `${String(rate).padStart(5)} commands/s: command p50 ${fmt(percentile(commands, 0.5))} p99 ${fmt(p99)} ms; read-after-write p99 ${fmt(percentile(step.recorder.sorted('raw'), 0.99))} ms; read p99 ${fmt(percentile(step.recorder.sorted('read'), 0.99))} ms; late/not sent ${step.commands.late + step.reads.late}/${step.commands.notSent + step.reads.notSent}; refusals and misses: ${step.recorder.outcomes()}; api ${fmt(step.apiCores, 2)} cores; load ${fmt(step.loadAverage[0] ?? 0, 2)}`,
      );
      if (p99 > 100 || !kept) {
        console.log(
          `knee: ${rate} commands/s (${p99 > 100 ? 'p99 > 100 ms' : 'schedule not held'})`,
        );
        break;
      }
    }
  } finally {
    pool.close();
    await topology.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
