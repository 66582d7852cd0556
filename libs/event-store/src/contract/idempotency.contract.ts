import { IdempotencyConflictError } from '../event-store.errors';
import type { GetStore } from './contract-fixtures';
import { idsOf, probeEvents, uniqueStream } from './contract-fixtures';

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
