// How long group commits hold the event loop: 50 concurrent writers, each reading its stream and
// appending one event, three times per stream, on the SQLite event store (fsync on every commit).
// Run after `npx tsc -b libs/event-store`:
//   node libs/event-store/scripts/measure-group-commit.mjs [writers=50] [streams=200] [thread|main]
// `thread` commits on the worker thread (the default), `main` on the event loop's own thread.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const { SqliteEventStore } = require('../dist/index.js');
const WRITERS = Number(process.argv[2] ?? 50);
const STREAMS_PER_WRITER = Number(process.argv[3] ?? 200);
const MODE = process.argv[4] ?? 'thread';
if (MODE !== 'thread' && MODE !== 'main')
  throw new Error(`mode must be thread or main, got ${MODE}`);

const dir = mkdtempSync(join(tmpdir(), 'group-commit-'));
const store = new SqliteEventStore(join(dir, 'events.sqlite'), { commitThread: MODE === 'thread' });
const metadata = {
  actor: { id: '1', name: 'bench', roles: [] },
  correlationId: 'c',
  causationId: 'c',
  commandId: 'c',
  occurredAt: new Date().toISOString(),
  schemaVersion: 1,
};
const event = () => ({
  id: randomUUID(),
  type: 'Noted',
  data: { text: 'x'.repeat(800) },
  metadata,
});

let appends = 0;
async function writer(index) {
  for (let stream = 0; stream < STREAMS_PER_WRITER; stream += 1) {
    const streamId = `note-${index}-${stream}`;
    for (let step = 0; step < 3; step += 1) {
      const past = await store.readStream(streamId);
      const expected = past.length > 0 ? past[past.length - 1].revision : 'no_stream';
      await store.appendToStream(streamId, [event()], expected);
      appends += 1;
    }
  }
}

const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
const cpuBefore = process.cpuUsage();
const started = performance.now();
await Promise.all(Array.from({ length: WRITERS }, (_, index) => writer(index)));
delay.disable();
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
const { commits, lastThreadId } = store.commitStats();
const ms = (nanoseconds) => (nanoseconds / 1e6).toFixed(1);
console.log(
  `${MODE === 'thread' ? `commit thread (thread ${lastThreadId})` : 'main thread'}: ` +
    `${appends} appends in ${seconds.toFixed(1)} s (${Math.round(appends / seconds)}/s) with ` +
    `${((cpu.user + cpu.system) / 1e6).toFixed(2)} s of CPU; ${commits} commits ` +
    `(${Math.round(appends / commits)} appends each, ${((seconds * 1000) / commits).toFixed(1)} ms per commit); ` +
    `event-loop delay p50 ${ms(delay.percentile(50))} ms, p99 ${ms(delay.percentile(99))} ms, max ${ms(delay.max)} ms`,
);
await store.close();
rmSync(dir, { recursive: true, force: true });
