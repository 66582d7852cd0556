import type { GetStore } from './contract-fixtures';
import { expectStrictlyIncreasing, idsOf, probeEvents, uniqueStream } from './contract-fixtures';

export function describeReadsContract(store: GetStore): void {
  describe('reading a stream', () => {
    const revisions = (events: { revision: number }[]) => events.map((event) => event.revision);

    it('reads forwards and backwards, from a revision, at most maxCount', async () => {
      const stream = uniqueStream();
      const events = probeEvents(5);
      await store().appendToStream(stream, events, 'no_stream');

      const all = await store().readStream(stream);
      expect(idsOf(all)).toEqual(idsOf(events));
      expect(revisions(all)).toEqual([0, 1, 2, 3, 4]);
      expect(all.map((event) => event.streamId)).toEqual(Array(5).fill(stream));

      const page = await store().readStream(stream, { fromRevision: 1, maxCount: 2 });
      expect(revisions(page)).toEqual([1, 2]);
      const newest = await store().readStream(stream, { direction: 'backwards', maxCount: 2 });
      expect(revisions(newest)).toEqual([4, 3]);
      const older = await store().readStream(stream, { direction: 'backwards', fromRevision: 2 });
      expect(revisions(older)).toEqual([2, 1, 0]);
    });

    it('reads a missing stream as an empty list', async () => {
      expect(await store().readStream(uniqueStream('missing'))).toEqual([]);
      const backwards = await store().readStream(uniqueStream('missing'), {
        direction: 'backwards',
      });
      expect(backwards).toEqual([]);
    });
  });

  describe('the global log', () => {
    it('keeps commit order across streams and reads strictly after a position', async () => {
      const before = await store().headPosition();
      const [a, b] = [uniqueStream('order-a'), uniqueStream('order-b')];
      const batches = [probeEvents(2), probeEvents(1), probeEvents(3)];
      const first = await store().appendToStream(a, batches[0]!, 'no_stream');
      await store().appendToStream(b, batches[1]!, 'no_stream');
      const last = await store().appendToStream(a, batches[2]!, 1);

      const log = await store().readAll({ after: before });
      expect(idsOf(log)).toEqual(idsOf(batches.flat()));
      expectStrictlyIncreasing(log.map((event) => event.position));
      expect(log[1]!.position).toBe(first.position);
      expect(log[5]!.position).toBe(last.position);

      const tail = await store().readAll({ after: first.position, maxCount: 2 });
      expect(idsOf(tail)).toEqual(idsOf(log.slice(2, 4)));
    });

    it('makes no promise of consecutive positions: reading after any number between two events', async () => {
      const before = await store().headPosition();
      const events = probeEvents(4);
      for (const event of events)
        await store().appendToStream(uniqueStream(), [event], 'no_stream');
      const log = await store().readAll({ after: before });
      const [p0, p1] = [log[0]!.position, log[1]!.position];

      const between = Math.floor((p0 + p1) / 2);
      expect(idsOf(await store().readAll({ after: between }))).toEqual(idsOf(events.slice(1)));
      expect(idsOf(await store().readAll({ after: p1 - 1, maxCount: 1 }))).toEqual([events[1]!.id]);
      const page = await store().readAll({ after: p0, maxCount: 2 });
      expect(idsOf(page)).toEqual(idsOf(events.slice(1, 3)));
      expect(await store().readAll({ after: log[3]!.position + 1 })).toEqual([]);
    });

    it('reports the position of the last event as the head', async () => {
      const appended = await store().appendToStream(uniqueStream(), probeEvents(2), 'no_stream');
      expect(await store().headPosition()).toBe(appended.position);
      expect(await store().readAll({ after: appended.position })).toEqual([]);
    });
  });
}
