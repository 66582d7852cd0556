import type { RecordedEvent } from '@botdir/contracts';
import { EventBuilder } from '../../../../libs/read-store/src/testing/event-builder';
import { batchesOf } from './batches-of';

/** Yields `first` at once, then `later` after a pause, like a subscription going live. */
async function* catchUpThenLive(first: RecordedEvent[], later: RecordedEvent[]) {
  yield* first;
  await new Promise((resolve) => setTimeout(resolve, 20));
  yield* later;
}

describe('feeder batches', () => {
  it('cuts full batches while catching up and sends a live event without waiting', async () => {
    const given = new EventBuilder();
    const events = Array.from({ length: 7 }, (_, index) => given.rated(1, `u${index}`, 5));
    const batches: number[][] = [];
    for await (const batch of batchesOf(catchUpThenLive(events.slice(0, 5), events.slice(5)), 2)) {
      batches.push(batch.map((event) => event.position));
    }
    expect(batches).toEqual([[1, 2], [3, 4], [5], [6, 7]]);
  });
});
