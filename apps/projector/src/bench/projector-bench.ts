import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { SqliteEventStore } from '@botdir/event-store';
import { SqliteReadStore } from '@botdir/read-store';
import { projectedPosition } from '../projection/projected-position';
import { projectRange } from '../projection/project-range';
import { OwnRedis } from './own-redis';
import { spawnProjector } from './projector-child';
import { measureCommandLag, percentile } from './steady-load';
import { seedCapacityMixLog, seedLog, syntheticCommands } from './synthetic-log';
import { peakMemoryMb, rawReadRate, rebuildRate } from './rebuild-rates';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const STEADY_SECONDS = Number(process.env.BENCH_STEADY_SECONDS ?? 30);
const COMMANDS_PER_SECOND = 500;
const BATCH_SIZE = Number(process.env.PROJECTOR_BATCH_SIZE ?? 1000);
/** BENCH_SPLIT=1: feeder and worker as two processes (PROJECTOR_ROLE), one core each. */
const SPLIT = process.env.BENCH_SPLIT === '1';
/** BENCH_REBUILD_ONLY=1: stop after the raw read and the rebuild (profiling, the replay target). */
const REBUILD_ONLY = process.env.BENCH_REBUILD_ONLY === '1';
/**
 * BENCH_LOG_MIX: `bots` (default) is the worst case, every event a new bot's (three each);
 * `capacity` is a year of the capacity plan's traffic after the lean log (votes, completed
 * webhooks, visits, closed stats days over 5,000 bots), what a real replay reads.
 */
const MIX = process.env.BENCH_LOG_MIX === 'capacity' ? 'capacity' : 'bots';
const NOW = Date.parse('2025-06-01T00:00:00.000Z');

const rate = (events: number, ms: number) => Math.round((events * 1000) / ms);
const grouped = (value: number) => value.toLocaleString('en-US');

async function inlineRate(events: SqliteEventStore, dataDir: string): Promise<number> {
  const readStore = new SqliteReadStore({ path: join(dataDir, 'inline-read-models.sqlite') });
  const started = performance.now();
  let applied = 0;
  await projectRange(events, readStore, {
    after: 0,
    batchSize: BATCH_SIZE,
    onBatch: (batch) => (applied += batch.length),
  });
  const elapsed = performance.now() - started;
  await readStore.close();
  return rate(applied, elapsed);
}

/**
 * Seeds the log at `file`; with BENCH_LOG_CACHE (a folder outside the repository) a log seeded
 * earlier for the same count is copied instead. Returns the bot count.
 */
async function seededLog(file: string): Promise<number> {
  const cacheDir = process.env.BENCH_LOG_CACHE;
  const cached = cacheDir ? join(cacheDir, `projector-log-${MIX}-${EVENTS}.sqlite`) : null;
  const bots = MIX === 'capacity' ? 5_000 : Math.ceil(EVENTS / 3);
  if (cached && existsSync(cached)) {
    copyFileSync(cached, file);
    return bots;
  }
  const store = new SqliteEventStore(file);
  if (MIX === 'capacity') await seedCapacityMixLog(store, EVENTS, NOW);
  else await seedLog(store, EVENTS, NOW);
  await store.close();
  if (cached) {
    mkdirSync(cacheDir!, { recursive: true });
    copyFileSync(file, cached);
  }
  return bots;
}

/**
 * `npm run bench:projector`: the same log projected inline (readAll + applyEvents in one process)
 * and through the projector process (feeder → BullMQ → worker), then command-to-visible lag under
 * a steady 500 commands/s while the projector runs. REDIS_URL, or a redis-server of its own.
 */
async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'projector-bench-'));
  const ownRedis = process.env.REDIS_URL ? null : await OwnRedis.start();
  const redisUrl = process.env.REDIS_URL ?? ownRedis!.url;
  let started = performance.now();
  const bots = await seededLog(join(dataDir, 'events.sqlite'));
  const events = new SqliteEventStore(join(dataDir, 'events.sqlite'));
  const reads = new SqliteReadStore({ path: join(dataDir, 'read-models.sqlite') });
  try {
    const head = await events.headPosition();
    console.log(
      `log (${MIX} mix): head position ${grouped(head)} (${grouped(bots)} bots) ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const raw = await rawReadRate(events);
    console.log(
      `raw log read (readAll, decoded, nothing applied): ${grouped(raw.events)} events, ${grouped(Math.round(raw.rate))} events/s (${raw.seconds.toFixed(1)} s, CPU ${raw.cpuSeconds.toFixed(1)} s)`,
    );
    const rebuild = await rebuildRate(events, dataDir);
    console.log(
      `rebuild  (replay all: shadow + swap, batch ${grouped(rebuild.batchSize)}): ${grouped(Math.round(rebuild.rate))} events/s = ${(rebuild.rate / raw.rate).toFixed(2)} x raw read (target >= 0.5)`,
    );
    console.log(
      `rebuild  ${rebuild.seconds.toFixed(1)} s (swap ${rebuild.swapSeconds.toFixed(1)} s), CPU ${rebuild.cpuSeconds.toFixed(1)} s: ${grouped(Math.round(rebuild.events / rebuild.cpuSeconds))} events per CPU second = ${(raw.cpuSeconds / rebuild.cpuSeconds).toFixed(2)} x the raw read's`,
    );
    if (REBUILD_ONLY) return;
    const inline = await inlineRate(events, dataDir);
    console.log(`inline   (readAll + applyEvents):            ${grouped(inline)} events/s`);

    started = performance.now();
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      REDIS_URL: redisUrl,
      PROJECTOR_QUEUE_PREFIX: `bench-${process.pid}`,
      PROJECTOR_BATCH_SIZE: String(BATCH_SIZE),
    };
    const roles = SPLIT ? ['feeder', 'worker'] : ['all'];
    const projectors = roles.map((role) => spawnProjector({ ...env, PROJECTOR_ROLE: role }));
    try {
      while ((await projectedPosition(reads)) < head) await sleep(20);
      const queued = rate(head, performance.now() - started);
      console.log(
        `BullMQ   (feeder → queue → worker, ${roles.length} process(es)): ${grouped(queued)} events/s (process start included)`,
      );
      console.log(
        `ratio BullMQ / inline: ${(queued / inline).toFixed(2)}  (target >= 0.85); projector peak RSS ${projectors
          .map((projector) => `${peakMemoryMb(projector.process.pid).toFixed(0)} MB`)
          .join(', ')}`,
      );

      const lags = await measureCommandLag(events, reads, {
        commandsPerSecond: COMMANDS_PER_SECOND,
        seconds: STEADY_SECONDS,
        commands: syntheticCommands(bots, NOW),
      });
      const [p50, p99, max] = [
        percentile(lags, 0.5),
        percentile(lags, 0.99),
        lags[lags.length - 1] ?? 0,
      ];
      console.log(
        `steady load ${COMMANDS_PER_SECOND} commands/s for ${STEADY_SECONDS} s (${grouped(lags.length)} commands): command-to-visible lag p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms (target p99 <= 150 ms)`,
      );
      console.log(
        `bench process peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
      );
    } finally {
      for (const projector of projectors) projector.process.kill('SIGTERM');
      await Promise.all(projectors.map((projector) => projector.exited));
    }
  } finally {
    await Promise.all([events.close(), reads.close()]);
    await ownRedis?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
