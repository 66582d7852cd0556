import * as fs from 'node:fs';
import * as path from 'node:path';
import { Queue } from 'bullmq';
import { percentile } from '../bench-tools';
import type { Recorder } from '../open-loop/recorder';
import type { Topology } from '../open-loop/topology';
import type { SoakSample } from './soak-verdict';

const PROJECTION_QUEUE = 'projections';

interface ProcFigures {
  rssMb: number;
  /** RSS split: the process's own memory, and pages of mapped files (code, SQLite's files). */
  rssAnonMb: number;
  rssFileMb: number;
  fds: number;
}

function procFigures(pid: number | undefined): ProcFigures {
  const none = { rssMb: NaN, rssAnonMb: NaN, rssFileMb: NaN, fds: NaN };
  if (pid === undefined) return none;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const mb = (field: string) =>
      Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN) / 1024;
    return {
      rssMb: mb('VmRSS'),
      rssAnonMb: mb('RssAnon'),
      rssFileMb: mb('RssFile'),
      fds: fs.readdirSync(`/proc/${pid}/fd`).length,
    };
  } catch {
    return none;
  }
}

interface ProbeFigures {
  heapMb: number;
  liveHeapMb: number;
  heapTotalMb: number;
  youngMb: number;
  /** Memory outside V8's heap that JavaScript objects hold (Buffers among it). */
  externalMb: number;
  loopMaxMs: number;
  /** The longest garbage collection of the window: a stall of about that length was the GC. */
  gcMaxMs: number;
  /** Full (mark-compact) collections in the window. */
  fullGcs: number;
  /** perf_hooks' flags of that longest collection (NODE_PERFORMANCE_GC_FLAGS_*). */
  gcMaxFlags: number;
}

const NO_PROBE: ProbeFigures = {
  heapMb: NaN,
  liveHeapMb: NaN,
  heapTotalMb: NaN,
  youngMb: NaN,
  externalMb: NaN,
  loopMaxMs: NaN,
  gcMaxMs: NaN,
  fullGcs: NaN,
  gcMaxFlags: NaN,
};

/** What process-probe-preload last wrote (a figure not known yet is JSON null: NaN here). */
function probeOf(file: string | null): ProbeFigures {
  try {
    if (file) {
      const written = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<ProbeFigures>;
      const figure = (key: keyof ProbeFigures) => written[key] ?? NaN;
      return {
        heapMb: figure('heapMb'),
        liveHeapMb: figure('liveHeapMb'),
        heapTotalMb: figure('heapTotalMb'),
        youngMb: figure('youngMb'),
        externalMb: figure('externalMb'),
        loopMaxMs: figure('loopMaxMs'),
        gcMaxMs: figure('gcMaxMs'),
        fullGcs: figure('fullGcs'),
        gcMaxFlags: figure('gcMaxFlags'),
      };
    }
  } catch {
    // not written yet
  }
  return NO_PROBE;
}

/** Every SQLite file of the data folder with its -wal, in MB, by name. */
function sqliteSizes(dataDir: string): Record<string, number> {
  const sizes: Record<string, number> = {};
  for (const name of fs.readdirSync(dataDir)) {
    const base = /^(.*)\.sqlite(-wal)?$/.exec(name)?.[1];
    if (!base) continue;
    const key = `${base.replace(/[^A-Za-z0-9]/g, '')}SqliteMb`;
    sizes[key] = (sizes[key] ?? 0) + fs.statSync(path.join(dataDir, name)).size / 2 ** 20;
  }
  return sizes;
}

/** Samples the topology's processes, files and queue, and the load's latencies since the last. */
export class SoakSampler {
  private readonly queue: Queue | null;

  constructor(
    private readonly topology: Topology,
    private readonly dataDir: string,
    private readonly recorder: Recorder,
  ) {
    this.queue = topology.redisUrl
      ? new Queue(PROJECTION_QUEUE, {
          connection: { url: topology.redisUrl },
          prefix: topology.queuePrefix,
        })
      : null;
  }

  async sample(t: number): Promise<SoakSample> {
    const api = procFigures(this.topology.api.pid);
    const projector = procFigures(this.topology.projector?.pid);
    const latencies = this.recorder.drain();
    const files = sqliteSizes(this.dataDir);
    const counts = this.queue
      ? await this.queue.getJobCounts('waiting', 'active', 'delayed', 'failed')
      : null;
    const apiMetrics = probeOf(this.topology.probeFiles.api);
    const projectorMetrics = probeOf(this.topology.probeFiles.projector);
    const p99 = (series: string) => {
      const sorted = latencies.get(series) ?? [];
      return sorted.length > 0 ? percentile(sorted, 0.99) : NaN;
    };
    return {
      t,
      apiRssMb: api.rssMb,
      apiRssAnonMb: api.rssAnonMb,
      apiRssFileMb: api.rssFileMb,
      apiHeapMb: apiMetrics.heapMb,
      apiLiveHeapMb: apiMetrics.liveHeapMb,
      apiHeapTotalMb: apiMetrics.heapTotalMb,
      apiYoungMb: apiMetrics.youngMb,
      apiExternalMb: apiMetrics.externalMb,
      apiLoopMaxMs: apiMetrics.loopMaxMs,
      apiGcMaxMs: apiMetrics.gcMaxMs,
      apiFullGcs: apiMetrics.fullGcs,
      apiGcMaxFlags: apiMetrics.gcMaxFlags,
      apiFds: api.fds,
      projectorRssMb: projector.rssMb,
      projectorRssAnonMb: projector.rssAnonMb,
      projectorRssFileMb: projector.rssFileMb,
      projectorHeapMb: projectorMetrics.heapMb,
      projectorLiveHeapMb: projectorMetrics.liveHeapMb,
      projectorHeapTotalMb: projectorMetrics.heapTotalMb,
      projectorYoungMb: projectorMetrics.youngMb,
      projectorExternalMb: projectorMetrics.externalMb,
      projectorLoopMaxMs: projectorMetrics.loopMaxMs,
      projectorGcMaxMs: projectorMetrics.gcMaxMs,
      projectorFullGcs: projectorMetrics.fullGcs,
      projectorGcMaxFlags: projectorMetrics.gcMaxFlags,
      projectorFds: projector.fds,
      projectionsQueue: counts
        ? (counts.waiting ?? 0) + (counts.active ?? 0) + (counts.delayed ?? 0)
        : NaN,
      projectionsFailed: counts ? (counts.failed ?? 0) : NaN,
      ...files,
      commandP99Ms: p99('command'),
      readAfterWriteP99Ms: p99('raw'),
      readP99Ms: p99('read'),
      commands: latencies.get('command')?.length ?? 0,
      reads: latencies.get('read')?.length ?? 0,
    };
  }

  async close(): Promise<void> {
    await this.queue?.close();
  }
}
