import { IdempotencyConflictError } from '../event-store.errors';
import type { GetStore } from './contract-fixtures';
import { idsOf, probeEvents, uniqueStream } from './contract-fixtures';

/** Past the 100-event stream tail an adapter might be tempted to search for retries. */
const LATER_APPENDS = 120;

export function describeIdempotencyContract(store: GetStore): void {
  describe('idempotent append by event id', () => {
    it('a retried append returns the first result and stores one copy', async () => {
      const stream = uniqueStream();
      const events = probeEvents(2);
      const first = await store().appendToStream(stream, events, 'no_stream');

      expect(await store().appendToStream(stream, events, 'no_stream')).toEqual(first);
      expect(await store().appendToStream(stream, events, 'any')).toEqual(first);
      expect(idsOf(await store().readStream(stream))).toEqual(idsOf(events));
    });

    it('recognises a retry after later appends to the same stream', async () => {
      const stream = uniqueStream();
      const events = probeEvents(2);
      const first = await store().appendToStream(stream, events, 'no_stream');
      await store().appendToStream(stream, probeEvents(3), 1);

      expect(await store().appendToStream(stream, events, -1)).toEqual(first);
      expect(await store().readStream(stream)).toHaveLength(5);
    });

    it('rejects a partial overlap with a typed error and writes nothing', async () => {
      const stream = uniqueStream();
      const [stored, fresh] = [probeEvents(2), probeEvents(1)];
      await store().appendToStream(stream, stored, 'no_stream');

      const overlap = store().appendToStream(stream, [stored[1]!, ...fresh], 'any');
      await expect(overlap).rejects.toBeInstanceOf(IdempotencyConflictError);
      await expect(overlap).rejects.toMatchObject({ storedEventIds: [stored[1]!.id] });
      expect(idsOf(await store().readStream(stream))).toEqual(idsOf(stored));
    });

    it('recognises a retry after more than 100 later appends, with expected revision any', async () => {
      const stream = uniqueStream();
      const click = probeEvents(1, 'click');
      const first = await store().appendToStream(stream, click, 'any');
      for (let later = 0; later < LATER_APPENDS; later += 1) {
        await store().appendToStream(stream, probeEvents(1), 'any');
      }

      expect(await store().appendToStream(stream, click, 'any')).toEqual(first);
      expect(await store().appendToStream(stream, click, 0)).toEqual(first);
      expect(await store().readStream(stream)).toHaveLength(LATER_APPENDS + 1);
    });

    it('refuses ids already stored in another stream (a reused Idempotency-Key), writing nothing', async () => {
      const events = probeEvents(2);
      await store().appendToStream(uniqueStream(), events, 'no_stream');
      const other = uniqueStream();

      for (const append of [events, [events[0]!], [events[1]!, ...probeEvents(1)]]) {
        const reused = store().appendToStream(other, append, 'any');
        await expect(reused).rejects.toBeInstanceOf(IdempotencyConflictError);
      }
      expect(await store().readStream(other)).toEqual([]);
    });

    it('rejects the same ids in another order', async () => {
      const stream = uniqueStream();
      const events = probeEvents(2);
      await store().appendToStream(stream, events, 'no_stream');
      await expect(
        store().appendToStream(stream, [...events].reverse(), 'any'),
      ).rejects.toBeInstanceOf(IdempotencyConflictError);
    });
  });
}
