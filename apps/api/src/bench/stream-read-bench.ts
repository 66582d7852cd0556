/**
 * bench:stream-reads: what one stream read of the embedded event store costs (a command reads two
 * or three before it decides), alone and right after a commit: reads on the read threads or on the
 * main thread, commits on the commit thread (another connection) or on the reading connection. In
 * WAL mode SQLite discards a connection's page cache when another connection has committed since
 * its last read.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { EventMetadata } from '@botdir/contracts';
import { SqliteEventStore, type EventToAppend } from '@botdir/event-store';

const EVENTS = Math.min(
  Math.max(Number(process.env.BENCH_EVENTS ?? 200_000) || 0, 10_000),
  5_000_000,
);
const STREAMS = 6_000;
const READS = 2_000;
const ROUNDS = 5;

const metadata: EventMetadata = {
  actor: { id: 'bench', name: 'bench', roles: [] },
  correlationId: 'bench',
  causationId: 'bench',
  commandId: 'bench',
  occurredAt: new Date(0).toISOString(),
  schemaVersion: 1,
};
let serial = 0;
const event = (): EventToAppend => ({
  id: `bench-${(serial += 1)}`,
  type: 'BenchEvent',
  data: { botId: serial, text: 'x'.repeat(200) },
  metadata,
});

async function seed(file: string): Promise<void> {
  const store = new SqliteEventStore(file, { commitThread: false, readThreads: 0 });
  for (let at = 0; at < EVENTS; at += 5_000) {
    const appends = Array.from({ length: Math.min(5_000, EVENTS - at) }, (_, index) => ({
      streamId: `bot-${(at + index) % STREAMS}`,
      events: [event()],
      expected: 'any' as const,
    }));
    await store.appendBatch(appends);
  }
  await store.close();
}

const micros = (from: bigint) => Number(process.hrtime.bigint() - from) / 1000;
const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN;

interface Round {
  emptyAlone: number;
  fullAlone: number;
  emptyAfterCommit: number;
  fullAfterCommit: number;
}

/** One round: mean µs per read of an empty and of a populated stream, without and with commits. */
async function round(store: SqliteEventStore, offset: number): Promise<Round> {
  const time = async (streamOf: (i: number) => string, commitFirst: boolean) => {
    let total = 0;
    for (let i = 0; i < READS; i += 1) {
      if (commitFirst) await store.appendToStream(`other-${offset}-${i}`, [event()], 'any');
      const start = process.hrtime.bigint();
      await store.readStream(streamOf(i));
      total += micros(start);
    }
    return total / READS;
  };
  const empty = (i: number) => `user-bans-${offset}-${i}`;
  const full = (i: number) => `bot-${(offset * READS + i) % STREAMS}`;
  return {
    emptyAlone: await time(empty, false),
    fullAlone: await time(full, false),
    emptyAfterCommit: await time(empty, true),
    fullAfterCommit: await time(full, true),
  };
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stream-reads-'));
  const file = path.join(dir, 'events.sqlite');
  try {
    await seed(file);
    const perStream = Math.round(EVENTS / STREAMS);
    console.log(
      `bench:stream-reads: ${EVENTS.toLocaleString('en-US')} events on ${STREAMS} streams ` +
        `(about ${perStream} each); µs per read, median of ${ROUNDS} rounds of ${READS} reads`,
    );
    console.log(
      'reads on | commits on | empty alone | full alone | empty after a commit | full after a commit',
    );
    const setups = [
      { readThreads: 2, commitThread: true },
      { readThreads: 0, commitThread: true },
      { readThreads: 0, commitThread: false },
    ];
    for (const { readThreads, commitThread } of setups) {
      const store = new SqliteEventStore(file, { commitThread, readThreads });
      const rounds: Round[] = [];
      for (let index = 0; index < ROUNDS; index += 1) rounds.push(await round(store, index));
      await store.close();
      const column = (key: keyof Round) => medianOf(rounds.map((each) => each[key])).toFixed(1);
      console.log(
        `${readThreads > 0 ? `${readThreads} read threads` : 'the main thread'} | ` +
          `${commitThread ? 'the commit thread' : 'the reading connection'} | ${column('emptyAlone')} | ` +
          `${column('fullAlone')} | ${column('emptyAfterCommit')} | ${column('fullAfterCommit')}`,
      );
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main();
