import type { RecordedEvent } from '@botdir/contracts';
import type { GetStore } from './contract-fixtures';
import {
  expectStrictlyIncreasing,
  idsOf,
  probeEvents,
  readSubscriptionUntil,
  uniqueStream,
} from './contract-fixtures';

const WRITERS = 5;
const APPENDS_PER_WRITER = 50;

export function describeSubscriptionContract(store: GetStore): void {
  describe('subscribeToAll', () => {
    it('catches up from a checkpoint, then delivers concurrent appends once each, in order', async () => {
      const run = uniqueStream('subscription');
      const ours = (event: RecordedEvent) => event.streamId.startsWith(run);
      await store().appendToStream(`${run}-before`, probeEvents(3), 'no_stream');
      const checkpoint = await store().headPosition();
      const catchUp = probeEvents(10);
      await store().appendToStream(`${run}-catch-up`, catchUp, 'no_stream');

      const subscription = store().subscribeToAll({ after: checkpoint });
      const sentinel = probeEvents(1, 'sentinel');
      const received = readSubscriptionUntil(subscription, ours, (e) => e.id === sentinel[0]!.id);

      const written = await Promise.all(
        Array.from({ length: WRITERS }, async (_, writer) => {
          const events = probeEvents(APPENDS_PER_WRITER, `writer-${writer}`);
          for (const [revision, event] of events.entries()) {
            await store().appendToStream(`${run}-writer-${writer}`, [event], revision - 1);
          }
          return events;
        }),
      );
      await store().appendToStream(`${run}-sentinel`, sentinel, 'no_stream');

      const delivered = await received;
      const expected = [...catchUp, ...written.flat(), ...sentinel];
      expect(delivered).toHaveLength(expected.length);
      expect(new Set(idsOf(delivered))).toEqual(new Set(idsOf(expected)));
      expect(idsOf(delivered.slice(0, catchUp.length))).toEqual(idsOf(catchUp));
      expectStrictlyIncreasing(delivered.map((event) => event.position));
    });

    it('ends the iteration when closed while waiting for events', async () => {
      const subscription = store().subscribeToAll({ after: await store().headPosition() });
      const iteration = (async () => {
        let count = 0;
        for await (const _event of subscription) count += 1;
        return count;
      })();
      await new Promise((resolve) => setTimeout(resolve, 100));
      await subscription.close();
      await expect(iteration).resolves.toBe(0);
    });
  });
}
