import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SqliteEventStore, StreamAppend } from '@botdir/event-store';
import type { ReadStore } from '@botdir/read-store';
import { projectedPosition } from '../projection/projected-position';

export interface SteadyLoadOptions {
  commandsPerSecond: number;
  seconds: number;
  commands: AsyncIterator<StreamAppend>;
}

/**
 * Appends commands at a steady rate (one append each, as the api does) and watches the read
 * store's checkpoints from another connection: each command's lag is the time from its append
 * returning to the first poll that sees the checkpoints at or past its position (ms, sorted).
 */
export async function measureCommandLag(
  events: SqliteEventStore,
  reads: ReadStore,
  options: SteadyLoadOptions,
): Promise<number[]> {
  const waiting: { position: number; appendedAt: number }[] = [];
  const lags: number[] = [];
  const total = options.commandsPerSecond * options.seconds;
  const interval = 1000 / options.commandsPerSecond;
  const started = performance.now();
  let appended = 0;
  while (appended < total || waiting.length > 0) {
    if (performance.now() - started > (options.seconds + 30) * 1000) break;
    const due = Math.min(total, Math.floor((performance.now() - started) / interval) + 1);
    for (; appended < due; appended += 1) {
      const { streamId, events: toAppend, expected } = (await options.commands.next()).value;
      const { position } = await events.appendToStream(streamId, toAppend, expected);
      waiting.push({ position, appendedAt: performance.now() });
    }
    const projected = await projectedPosition(reads);
    const seenAt = performance.now();
    while (waiting.length > 0 && waiting[0]!.position <= projected) {
      lags.push(seenAt - waiting.shift()!.appendedAt);
    }
    await sleep(1);
  }
  if (waiting.length > 0) throw new Error(`${waiting.length} commands never became visible`);
  return lags.sort((a, b) => a - b);
}

export function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}
