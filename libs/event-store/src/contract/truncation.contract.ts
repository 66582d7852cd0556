import type { RecordedEvent } from '@botdir/contracts';
import { IdempotencyConflictError } from '../event-store.errors';
import type { GetStore } from './contract-fixtures';
import {
  expectWrongRevision,
  idsOf,
  probeEvents,
  readSubscriptionUntil,
  uniqueStream,
} from './contract-fixtures';

const revisions = (events: { revision: number }[]) => events.map((event) => event.revision);
const TRUNCATE = { truncateBefore: 'appended' } as const;

export function describeTruncationContract(store: GetStore): void {
  describe('truncated streams', () => {
    it('keep only the latest append, and their revision: a stale expected revision conflicts', async () => {
      const stream = uniqueStream('truncated');
      await store().appendToStream(stream, probeEvents(2), 'no_stream', TRUNCATE);
      await store().appendToStream(stream, probeEvents(1), 1, TRUNCATE);
      const latest = probeEvents(2, 'latest');
      const written = await store().appendToStream(stream, latest, 2, TRUNCATE);

      expect(written.nextRevision).toBe(4);
      expect(idsOf(await store().readStream(stream))).toEqual(idsOf(latest));
      expect(revisions(await store().readStream(stream, { direction: 'backwards' }))).toEqual([
        4, 3,
      ]);
      await expectWrongRevision(store().appendToStream(stream, probeEvents(1), 2), 2, 4);
      await expectWrongRevision(
        store().appendToStream(stream, probeEvents(1), 'no_stream'),
        'no_stream',
        4,
      );
      const next = await store().appendToStream(stream, probeEvents(1), 4);
      expect(next.nextRevision).toBe(5);
    });

    it('still answer a retry of truncated events with its first result, writing nothing', async () => {
      const stream = uniqueStream('truncated');
      const first = probeEvents(2, 'first');
      const firstResult = await store().appendToStream(stream, first, 'no_stream', TRUNCATE);
      const latest = probeEvents(1, 'latest');
      await store().appendToStream(stream, latest, 1, TRUNCATE);

      expect(await store().appendToStream(stream, first, 'any', TRUNCATE)).toEqual(firstResult);
      expect(await store().appendToStream(stream, first, 1)).toEqual(firstResult);
      expect(idsOf(await store().readStream(stream))).toEqual(idsOf(latest));
      const reused = store().appendToStream(uniqueStream('other'), [first[0]!], 'any');
      await expect(reused).rejects.toBeInstanceOf(IdempotencyConflictError);
    });

    it('truncateStream keeps the last event, never moves back, and leaves a missing stream alone', async () => {
      const stream = uniqueStream('truncated');
      const events = probeEvents(5);
      await store().appendToStream(stream, events, 'no_stream');

      await store().truncateStream(stream, 3);
      expect(revisions(await store().readStream(stream))).toEqual([3, 4]);
      await store().truncateStream(stream, 1);
      expect(revisions(await store().readStream(stream))).toEqual([3, 4]);
      await store().truncateStream(stream, 99);
      expect(idsOf(await store().readStream(stream))).toEqual([events[4]!.id]);
      expect((await store().appendToStream(stream, probeEvents(1), 4)).nextRevision).toBe(5);

      const missing = uniqueStream('missing');
      await store().truncateStream(missing, 3);
      expect(await store().readStream(missing)).toEqual([]);
      expect(
        (await store().appendToStream(missing, probeEvents(1), 'no_stream')).nextRevision,
      ).toBe(0);
    });

    it('are read without their past by the log and by a subscription from the start', async () => {
      const run = uniqueStream('truncated-log');
      const ours = (event: RecordedEvent) => event.streamId.startsWith(run);
      const [stats, whole] = [`${run}-stats`, `${run}-whole`];
      const kept: string[] = [];
      for (let post = 0; post < 4; post += 1) {
        const events = probeEvents(1, `post-${post}`);
        await store().appendToStream(stats, events, post - 1, TRUNCATE);
        const other = probeEvents(1, `other-${post}`);
        await store().appendToStream(whole, other, post - 1);
        kept.push(other[0]!.id);
        if (post === 3) kept.splice(kept.length - 1, 0, events[0]!.id);
      }

      expect(idsOf((await store().readAll()).filter(ours))).toEqual(kept);
      const subscription = store().subscribeToAll();
      const lastId = kept[kept.length - 1];
      const seen = await readSubscriptionUntil(subscription, ours, (event) => event.id === lastId);
      expect(idsOf(seen)).toEqual(kept);
    });
  });
}
