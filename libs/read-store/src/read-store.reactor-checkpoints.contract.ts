import type { ReadStore } from './read-store.port';
import { botData, type EventBuilder } from './testing/event-builder';

type Context = () => { store: ReadStore; given: EventBuilder };

const RUNNER = 'process-managers';

/** Where the api's process managers stand in the log: beside the read models, never part of them. */
export function describeReactorCheckpointContract(context: Context): void {
  describe('process managers’ checkpoints', () => {
    it('reads back the highest position saved for each runner, and null before the first', async () => {
      const { store } = context();
      expect(await store.reactorCheckpoint(RUNNER)).toBeNull();
      await store.saveReactorCheckpoint(RUNNER, 40);
      await store.saveReactorCheckpoint(RUNNER, 12); // a slower replica saves after a faster one
      await store.saveReactorCheckpoint('another-runner', 7);

      expect(await store.reactorCheckpoint(RUNNER)).toBe(40);
      expect(await store.reactorCheckpoint('another-runner')).toBe(7);
    });

    it('stays out of the read models: their checkpoints, digest and replays', async () => {
      const { store, given } = context();
      await store.applyEvents(given.approvedBot('1', botData()));
      const checkpoints = await store.checkpoints();
      const digest = await store.digest();
      await store.saveReactorCheckpoint(RUNNER, 2);

      expect(await store.checkpoints()).toEqual(checkpoints);
      expect(await store.digest()).toBe(digest);
      await store.openShadow();
      await store.promoteShadow(); // every read model rebuilt (here: from nothing)
      expect(await store.reactorCheckpoint(RUNNER)).toBe(2);
    });
  });
}
