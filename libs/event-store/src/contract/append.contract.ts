import type { GetStore } from './contract-fixtures';
import { expectWrongRevision, probeEvents, uniqueStream } from './contract-fixtures';

export function describeAppendContract(store: GetStore): void {
  describe('append with an expected revision', () => {
    it('no_stream creates the stream once; a second no_stream append is a conflict', async () => {
      const stream = uniqueStream();
      const created = await store().appendToStream(stream, probeEvents(2), 'no_stream');
      expect(created.nextRevision).toBe(1);
      expect(created.position).toBeGreaterThan(0);

      await expectWrongRevision(
        store().appendToStream(stream, probeEvents(1), 'no_stream'),
        'no_stream',
        1,
      );
      expect(await store().readStream(stream)).toHaveLength(2);
    });

    it('stream_exists appends to an existing stream and rejects a missing one', async () => {
      const missing = uniqueStream();
      await expectWrongRevision(
        store().appendToStream(missing, probeEvents(1), 'stream_exists'),
        'stream_exists',
        -1,
      );
      expect(await store().readStream(missing)).toEqual([]);

      const stream = uniqueStream();
      await store().appendToStream(stream, probeEvents(1), 'no_stream');
      const appended = await store().appendToStream(stream, probeEvents(2), 'stream_exists');
      expect(appended.nextRevision).toBe(2);
    });

    it('any appends whether or not the stream exists', async () => {
      const stream = uniqueStream();
      expect((await store().appendToStream(stream, probeEvents(1), 'any')).nextRevision).toBe(0);
      expect((await store().appendToStream(stream, probeEvents(3), 'any')).nextRevision).toBe(3);
    });

    it('an exact revision appends after that event; a stale or future one is a conflict', async () => {
      const stream = uniqueStream();
      expect((await store().appendToStream(stream, probeEvents(1), -1)).nextRevision).toBe(0);
      expect((await store().appendToStream(stream, probeEvents(2), 0)).nextRevision).toBe(2);

      await expectWrongRevision(store().appendToStream(stream, probeEvents(1), 0), 0, 2);
      await expectWrongRevision(store().appendToStream(stream, probeEvents(1), 5), 5, 2);
      await expectWrongRevision(store().appendToStream(uniqueStream(), probeEvents(1), 0), 0, -1);
      expect(await store().readStream(stream)).toHaveLength(3);
    });

    it('gives each event a position above every earlier one, across streams', async () => {
      const first = await store().appendToStream(uniqueStream(), probeEvents(3), 'no_stream');
      const second = await store().appendToStream(uniqueStream(), probeEvents(1), 'no_stream');
      expect(second.position).toBeGreaterThan(first.position);
      expect(Number.isSafeInteger(second.position)).toBe(true);
    });
  });
}
