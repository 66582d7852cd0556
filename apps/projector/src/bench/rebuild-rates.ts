import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { SqliteEventStore } from '@botdir/event-store';
import { SqliteReadStore } from '@botdir/read-store';
import { replayProjections } from '../replay/replay-projections';

const PAGE = 5000;

/** The log's own read rate: every event read and decoded, nothing applied (events/s). */
export async function rawReadRate(events: SqliteEventStore): Promise<number> {
  const started = performance.now();
  let after = 0;
  let count = 0;
  for (;;) {
    const page = await events.readAll({ after, maxCount: PAGE });
    if (page.length === 0) break;
    count += page.length;
    after = page[page.length - 1]!.position;
  }
  return (count * 1000) / (performance.now() - started);
}

/** `projections -- replay all` into a fresh read store: shadow copy, then the swap (events/s). */
export async function rebuildRate(events: SqliteEventStore, dataDir: string): Promise<number> {
  const readStore = new SqliteReadStore({ path: join(dataDir, 'rebuilt-read-models.sqlite') });
  const started = performance.now();
  const result = await replayProjections(events, readStore, { batchSize: PAGE });
  const elapsed = performance.now() - started;
  await readStore.close();
  return (result.events * 1000) / elapsed;
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
