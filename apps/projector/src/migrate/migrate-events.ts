import * as fs from 'node:fs';
import * as path from 'node:path';
import { openEventStore, SqliteEventStore, type EventStore } from '@botdir/event-store';
import type { ProjectionStore } from '@botdir/read-store';
import { replayProjections } from '../replay/replay-projections';
import type { MigrationArgs } from './migration-args';
import { RawSqliteLog } from './raw-sqlite-log';
import { appendRuns } from './append-runs';

const PAGE = 1000;

export interface MigrationResult {
  /** Events in the source log. */
  events: number;
  /** Events the target did not hold yet (a rerun after an interruption copies only the rest). */
  copied: number;
}

export function openTarget(to: string): EventStore {
  if (!to.startsWith('sqlite:')) return openEventStore({ url: to, dataDir: '' });
  const file = path.resolve(to.slice('sqlite:'.length));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  return new SqliteEventStore(file);
}

/**
 * Copies the log in its global order, keeping every event's id, stream, revision, type, data and
 * metadata as stored, in appends of bounded size (appendRuns). Each append expects the revision
 * its first event had, so the target's streams are the source's; ids make a rerun idempotent
 * (events already copied are recognised as retries). A truncated stream (its oldest kept event
 * above revision 0) starts again at 0 in the target: a new store cannot begin a stream at a later
 * revision, and nothing outside a store reads revisions. Copy a stopped log: a truncation during
 * the copy would move that start.
 */
export async function copyLog(
  source: RawSqliteLog,
  target: EventStore,
  onProgress: (copied: number) => void = () => undefined,
): Promise<MigrationResult> {
  const result: MigrationResult = { events: 0, copied: 0 };
  const head = await target.headPosition();
  for (
    let after = 0, page = source.read(0, PAGE);
    page.length > 0;
    page = source.read(after, PAGE)
  ) {
    for (const run of appendRuns(page)) {
      const events = run.map(({ id, type, data, metadata }) => ({ id, type, data, metadata }));
      const first = run[0]!;
      const kept = first.revision > 0 ? source.firstRevision(first.streamId) : 0;
      const appended = await target.appendToStream(
        first.streamId,
        events,
        first.revision - kept - 1,
      );
      if (appended.position > head) result.copied += run.length;
    }
    result.events += page.length;
    after = page[page.length - 1]!.position;
    onProgress(result.events);
  }
  return result;
}

/** Copy, then (unless told not to) rebuild every read model from the new log and swap it in. */
export async function migrateEvents(
  args: MigrationArgs,
  readStore: () => Promise<ProjectionStore>,
  batchSize: number,
  print: (line: string) => void,
): Promise<MigrationResult> {
  const source = new RawSqliteLog(args.from);
  const target = openTarget(args.to);
  try {
    print(`Copying ${source.count()} events from ${args.from} to ${args.to}`);
    const result = await copyLog(source, target);
    print(`Copied ${result.copied} events (${result.events - result.copied} were already there)`);
    if (args.rebuild) {
      const store = await readStore();
      try {
        const replay = await replayProjections(target, store, { batchSize });
        print(`Rebuilt the read models from the new log: ${replay.events} events`);
      } finally {
        await store.close();
      }
    }
    return result;
  } finally {
    source.close();
    await target.close();
  }
}
