import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fmt } from '../bench-tools';
import { HttpPool } from '../open-loop/http-pool';
import { prepareLoad } from '../open-loop/load-fixture';
import { MixedLoad } from '../open-loop/mixed-load';
import { Recorder } from '../open-loop/recorder';
import { describe, runLoad } from '../open-loop/run-load';
import { startTopology, type TopologyKind } from '../open-loop/topology';
import { SoakSampler } from './soak-sampler';
import { SOAK_LIMITS, soakFailures, type SoakSample } from './soak-verdict';
import { csvOf, svgChart } from './svg-chart';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const TOPOLOGIES: TopologyKind[] =
  process.env.SOAK_TOPOLOGY === 'inprocess' || process.env.SOAK_TOPOLOGY === 'redis'
    ? [process.env.SOAK_TOPOLOGY]
    : ['inprocess', 'redis'];
const SAMPLE_SECONDS = Number(process.env.SOAK_SAMPLE_SECONDS ?? 10);
// Minute 5 of a 30-minute run; a shorter run compares from its first third.
const WARMUP_SECONDS = Number(process.env.SOAK_WARMUP_SECONDS ?? Math.min(300, (MINUTES * 60) / 3));
const RATE = Number(process.env.SOAK_RATE ?? 400);
const READ_RATE = Number(process.env.SOAK_READ_RATE ?? 2000);
const BOTS = Number(process.env.BENCH_LOAD_BOTS ?? 6000);
const OUT = path.resolve(process.env.SOAK_OUT ?? 'artifacts/soak');
const TMP = process.env.BENCH_TMP ?? os.tmpdir();

const PANELS = {
  'RSS MB': ['apiRssMb', 'apiRssAnonMb', 'projectorRssMb', 'projectorRssAnonMb'],
  'heap MB': ['apiHeapMb', 'apiLiveHeapMb', 'projectorHeapMb', 'projectorLiveHeapMb'],
  'V8 heap size MB': ['apiHeapTotalMb', 'projectorHeapTotalMb'],
  'event-loop max delay ms': ['apiLoopMaxMs', 'projectorLoopMaxMs'],
  'open files': ['apiFds', 'projectorFds'],
  'queue jobs': ['projectionsQueue'],
  'p99 ms': ['commandP99Ms', 'readAfterWriteP99Ms', 'readP99Ms'],
};

async function soak(kind: TopologyKind): Promise<string[]> {
  const dataDir = fs.mkdtempSync(path.join(TMP, `botdir-soak-${kind}-`));
  const probe = {
    preload: path.join(__dirname, 'process-probe-preload.js'),
    everyMs: SAMPLE_SECONDS * 1000,
  };
  const env = { SEED_DEMO: 'false', BENCH_MODE: 'true' };
  const topology = await startTopology(kind, dataDir, env, probe);
  const pool = new HttpPool(topology.api.baseUrl);
  const recorder = new Recorder();
  const sampler = new SoakSampler(topology, dataDir, recorder);
  try {
    const fixture = await prepareLoad(pool, {
      bots: BOTS,
      developers: 50,
      voters: 100,
      backlog: 1000,
    });
    const samples: SoakSample[] = [];
    const started = performance.now();
    let running = true;
    const sampling = (async () => {
      while (running) {
        await sleep(
          SAMPLE_SECONDS * 1000 - ((performance.now() - started) % (SAMPLE_SECONDS * 1000)),
        );
        if (running) samples.push(await sampler.sample((performance.now() - started) / 1000));
      }
    })();
    const overall = new Recorder();
    const figures = await runLoad(
      (into) => new MixedLoad(pool, fixture, into),
      { commandRate: RATE, readRate: READ_RATE, seconds: MINUTES * 60, apiPid: topology.api.pid },
      teeRecorder(recorder, overall),
    );
    running = false;
    await sampling;
    fs.mkdirSync(OUT, { recursive: true });
    const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');
    const file = path.join(OUT, `soak-${kind}-${stamp}`);
    fs.writeFileSync(`${file}.csv`, csvOf(samples));
    const title = `bench:soak ${kind}: ${RATE} commands/s + ${READ_RATE} reads/s, ${MINUTES} min`;
    fs.writeFileSync(`${file}.svg`, svgChart(title, samples, PANELS));
    console.log(`\n${title} (samples every ${SAMPLE_SECONDS} s: ${file}.csv, ${file}.svg)`);
    for (const line of describe({ ...figures, recorder: overall })) console.log(line);
    const first = samples.find((sample) => sample.t >= WARMUP_SECONDS);
    const last = samples.at(-1);
    const api = [
      'apiRssMb',
      'apiRssAnonMb',
      'apiRssFileMb',
      'apiHeapMb',
      'apiLiveHeapMb',
      'apiHeapTotalMb',
      'apiExternalMb',
    ];
    for (const key of [...api, ...api.map((name) => name.replace('api', 'projector'))]) {
      if (first && last && Number.isFinite(first[key]))
        console.log(
          `${key}: ${fmt(first[key]!)} at ${fmt(first.t, 0)} s -> ${fmt(last[key]!)} at ${fmt(last.t, 0)} s`,
        );
    }
    const worst = (key: string) => {
      const values = samples.map((sample) => sample[key] ?? NaN).filter(Number.isFinite);
      return values.length > 0 ? fmt(Math.max(...values)) : 'not recorded';
    };
    console.log(
      `worst event-loop delay: api ${worst('apiLoopMaxMs')} ms${topology.projector ? `, projector ${worst('projectorLoopMaxMs')} ms; projection queue at most ${worst('projectionsQueue')} jobs` : ''}`,
    );
    console.log(
      `longest garbage collection: api ${worst('apiGcMaxMs')} ms${topology.projector ? `, projector ${worst('projectorGcMaxMs')} ms` : ''}`,
    );
    return soakFailures(samples, { ...SOAK_LIMITS, warmupSeconds: WARMUP_SECONDS }).map(
      (failure) => `${kind}: ${failure}`,
    );
  } finally {
    await sampler.close();
    pool.close();
    await topology.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A recorder that also keeps everything for the whole-run figures (the sampler drains its own). */
function teeRecorder(windowed: Recorder, overall: Recorder): Recorder {
  const tee = new Recorder();
  tee.record = (series, ms) => {
    windowed.record(series, ms);
    overall.record(series, ms);
  };
  tee.count = (outcome) => {
    windowed.count(outcome);
    overall.count(outcome);
  };
  return tee;
}

async function main(): Promise<void> {
  const failures: string[] = [];
  for (const kind of TOPOLOGIES) failures.push(...(await soak(kind)));
  if (failures.length === 0) return console.log('\nbench:soak passed');
  console.log(`\nbench:soak FAILED:\n${failures.join('\n')}`);
  process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
