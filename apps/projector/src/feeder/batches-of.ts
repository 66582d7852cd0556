import type { RecordedEvent } from '@botdir/contracts';

const NOT_YET = Symbol('not yet');

/**
 * Groups a catch-up subscription into batches of at most `maxSize` consecutive events. A batch is
 * also cut as soon as the source has nothing more ready in this turn of the event loop, so a live
 * event waits for no timer. The caller owns the source and closes it.
 */
export async function* batchesOf(
  source: AsyncIterable<RecordedEvent>,
  maxSize: number,
): AsyncGenerator<RecordedEvent[]> {
  const iterator = source[Symbol.asyncIterator]();
  let batch: RecordedEvent[] = [];
  let pending: Promise<IteratorResult<RecordedEvent>> | null = null;
  let turn: Promise<typeof NOT_YET> | null = null;
  const nextTurn = () =>
    (turn ??= new Promise((resolve) =>
      setImmediate(() => {
        turn = null;
        resolve(NOT_YET);
      }),
    ));
  for (;;) {
    pending ??= iterator.next();
    const result = batch.length === 0 ? await pending : await Promise.race([pending, nextTurn()]);
    if (result === NOT_YET) {
      yield batch;
      batch = [];
      continue;
    }
    pending = null;
    if (result.done) break;
    batch.push(result.value);
    if (batch.length >= maxSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
