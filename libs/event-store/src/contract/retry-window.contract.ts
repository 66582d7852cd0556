import type { GetStore } from './contract-fixtures';
import { expectWrongRevision, idsOf, probeEvents, uniqueStream } from './contract-fixtures';

const TRUNCATE = { truncateBefore: 'appended' } as const;

/** The contract stores' clock: tests move it, every store of the suite reads it. */
export interface ContractClock {
  now: number;
  readonly retryWindowMs: number;
}

export function describeRetryWindowContract(store: GetStore, clock: ContractClock): void {
  describe('the retry window of truncated events', () => {
    it('answers a retry with its first result inside the window, decides it again after', async () => {
      const stream = uniqueStream('window');
      const truncatedAt = clock.now;
      const first = probeEvents(1, 'first');
      const firstResult = await store().appendToStream(stream, first, 'no_stream', TRUNCATE);
      const latest = probeEvents(1, 'latest');
      await store().appendToStream(stream, latest, 0, TRUNCATE);

      clock.now = truncatedAt + clock.retryWindowMs - 1;
      expect(await store().appendToStream(stream, first, 'any', TRUNCATE)).toEqual(firstResult);
      expect(idsOf(await store().readStream(stream))).toEqual(idsOf(latest));

      clock.now = truncatedAt + clock.retryWindowMs + 1;
      await expectWrongRevision(store().appendToStream(stream, first, 0, TRUNCATE), 0, 1);
      const again = await store().appendToStream(stream, first, 1, TRUNCATE);
      expect(again.nextRevision).toBe(2);
      expect(idsOf(await store().readStream(stream))).toEqual(idsOf(first));

      // Appended anew, then truncated again: a new window starts with the new place.
      await store().appendToStream(stream, probeEvents(1, 'after'), 2, TRUNCATE);
      expect(await store().appendToStream(stream, first, 'any', TRUNCATE)).toEqual(again);
    });

    it('does not apply to kept events: a retry of them is recognised however late', async () => {
      const stream = uniqueStream('window-kept');
      const kept = probeEvents(2, 'kept');
      const keptResult = await store().appendToStream(stream, kept, 'no_stream');

      clock.now += 10 * clock.retryWindowMs;
      expect(await store().appendToStream(stream, kept, 'any', TRUNCATE)).toEqual(keptResult);
      expect(idsOf(await store().readStream(stream))).toEqual(idsOf(kept));
    });
  });
}
