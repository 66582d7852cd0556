import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { SqliteEventStore } from '@botdir/event-store';
import { SqliteReadStore } from '@botdir/read-store';
import { loadProjectorConfig } from '../config/projector-config';
import { replayProjections } from '../replay/replay-projections';

const PAGE = 5000;
/** Events a replay batch applies in one transaction: PROJECTOR_REPLAY_BATCH_SIZE, as the CLI reads it. */
const REPLAY_BATCH = loadProjectorConfig(process.env, {
  requireRedis: false,
  servesMetrics: false,
}).replayBatchSize;

/** A rate (events/s of wall time) with the CPU seconds this process spent on it. */
export interface MeasuredRate {
  /** Events read (a log with truncated streams has fewer than its head position). */
  events: number;
  rate: number;
  seconds: number;
  cpuSeconds: number;
}

const cpuSecondsSince = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
};

/** The log's own read rate: every event read and decoded, nothing applied. */
export async function rawReadRate(events: SqliteEventStore): Promise<MeasuredRate> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  let after = 0;
  let count = 0;
  for (;;) {
    const page = await events.readAll({ after, maxCount: PAGE });
    if (page.length === 0) break;
    count += page.length;
    after = page[page.length - 1]!.position;
  }
  const seconds = (performance.now() - started) / 1000;
  return { events: count, rate: count / seconds, seconds, cpuSeconds: cpuSecondsSince(cpu) };
}

/**
 * `projections -- replay all` into a fresh read store: shadow copy, then the swap. `swapSeconds`:
 * the promotion alone (deferred search rows and indexes, then the renames).
 */
export async function rebuildRate(
  events: SqliteEventStore,
  dataDir: string,
): Promise<MeasuredRate & { swapSeconds: number; batchSize: number }> {
  const readStore = new SqliteReadStore({ path: join(dataDir, 'rebuilt-read-models.sqlite') });
  const promote = readStore.promoteShadow.bind(readStore);
  let swapSeconds = 0;
  readStore.promoteShadow = async (projections) => {
    const swapStarted = performance.now();
    await promote(projections);
    swapSeconds = (performance.now() - swapStarted) / 1000;
  };
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = await replayProjections(events, readStore, { batchSize: REPLAY_BATCH });
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = cpuSecondsSince(cpu);
  await readStore.close();
  return {
    events: result.events,
    rate: result.events / seconds,
    seconds,
    cpuSeconds,
    swapSeconds,
    batchSize: REPLAY_BATCH,
  };
}

/** Peak resident memory of a process in MB (Linux /proc; 0 where unreadable). */
export function peakMemoryMb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}
