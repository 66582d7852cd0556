import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  SqliteEventStore,
  type AppendResult,
  type EventToAppend,
  type ExpectedRevision,
} from '@botdir/event-store';
import { ForwardingEventStore } from '../../../../libs/event-store/src/testing/forwarding-event-store';
import { MAX_APPEND_BYTES } from './append-runs';
import { copyLog } from './migrate-events';
import { RawSqliteLog } from './raw-sqlite-log';

/** The target as EventStoreDB would see it: the bytes of every append it is sent. */
class AppendSizes extends ForwardingEventStore {
  readonly sizes: number[] = [];
  override appendToStream(
    streamId: string,
    events: EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    this.sizes.push(Buffer.byteLength(JSON.stringify(events)));
    return super.appendToStream(streamId, events, expected);
  }
}

const metadata = {
  actor: { id: '1', name: 'a', roles: [] },
  correlationId: 'c',
  causationId: 'c',
  commandId: 'c',
  occurredAt: '2025-01-01T00:00:00.000Z',
  schemaVersion: 1,
};

describe('copyLog to EventStoreDB-sized appends', () => {
  const dir = mkdtempSync(join(tmpdir(), 'copy-log-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('cuts a long run of one stream into appends under 512 KiB, keeping revisions and order', async () => {
    const sourceFile = join(dir, 'source.sqlite');
    const source = new SqliteEventStore(sourceFile, { commitThread: false });
    const description = 'x'.repeat(40_000);
    for (let revision = 0; revision < 60; revision += 1) {
      const id = `00000000-0000-4000-8000-${String(revision).padStart(12, '0')}`;
      const event = { id, type: 'BotEdited', data: { revision, description }, metadata };
      await source.appendToStream('bot-1', [event], revision - 1);
    }
    const other = {
      id: 'other',
      type: 'BotFeatured',
      data: { botId: 2, featured: true },
      metadata,
    };
    await source.appendToStream('bot-2', [other], 'no_stream');
    await source.close();

    const log = new RawSqliteLog(sourceFile);
    const target = new AppendSizes(new SqliteEventStore(join(dir, 'target.sqlite')));
    try {
      expect(await copyLog(log, target)).toEqual({ events: 61, copied: 61 });
      expect(target.sizes.length).toBeGreaterThan(4);
      // Under EventStoreDB's default MaxAppendSize (1 MiB), by the margin MAX_APPEND_BYTES keeps.
      expect(Math.max(...target.sizes)).toBeLessThan(MAX_APPEND_BYTES * 1.01);
      const copied = await target.readStream('bot-1');
      expect(copied.map((event) => event.revision)).toEqual([...Array(60).keys()]);
      expect(
        copied.map((event) => (event.data as unknown as { revision: number }).revision),
      ).toEqual([...Array(60).keys()]);
      expect(await copyLog(log, target)).toEqual({ events: 61, copied: 0 });
    } finally {
      log.close();
      await target.close();
    }
  });

  it('copies a truncated stream from revision 0, so the target takes the next append', async () => {
    const sourceFile = join(dir, 'truncated-source.sqlite');
    const source = new SqliteEventStore(sourceFile, { commitThread: false });
    const post = (index: number) => ({
      id: `00000000-0000-4000-8000-${String(100 + index).padStart(12, '0')}`,
      type: 'BotStatsReported',
      data: { botId: 1, serverCount: index, shardCount: 0, shards: [], userCount: null },
      metadata,
    });
    for (let index = 0; index < 4; index += 1) {
      await source.appendToStream('bot-stats-1', [post(index)], index - 1, {
        truncateBefore: 'appended',
      });
    }
    await source.close();

    const log = new RawSqliteLog(sourceFile);
    const target = new SqliteEventStore(join(dir, 'truncated-target.sqlite'));
    try {
      expect(await copyLog(log, target)).toEqual({ events: 1, copied: 1 });
      const copied = await target.readStream('bot-stats-1');
      expect(copied.map((event) => [event.id, event.revision])).toEqual([[post(3).id, 0]]);
      expect(await copyLog(log, target)).toEqual({ events: 1, copied: 0 });
      expect((await target.appendToStream('bot-stats-1', [post(4)], 0)).nextRevision).toBe(1);
    } finally {
      log.close();
      await target.close();
    }
  });
});
