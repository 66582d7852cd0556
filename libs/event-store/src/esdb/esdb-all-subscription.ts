import type { RecordedEvent } from '@botdir/contracts';
import {
  START,
  excludeSystemEvents,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type EventStoreDBClient,
} from '@eventstore/db-client';
import type { AllSubscription } from '../event-store.port';
import { toEsdbPosition } from './esdb-position';
import { fromResolvedEvent } from './esdb-recorded-event';

const ENDED: IteratorResult<AllStreamResolvedEvent> = { done: true, value: undefined };

/** ESDB's own catch-up subscription to $all, in the port's shape. */
export class EsdbAllSubscription implements AllSubscription {
  private readonly subscription: AllStreamSubscription;
  private closed = false;
  private markClosed!: () => void;
  /** Settles on close(), so a reader waiting for the next event stops at once. */
  private readonly closing = new Promise<IteratorResult<AllStreamResolvedEvent>>((resolve) => {
    this.markClosed = () => resolve(ENDED);
  });

  constructor(
    client: EventStoreDBClient,
    private readonly after: number,
    private readonly onClose: (subscription: EsdbAllSubscription) => void,
    /** Drops what the reader must not see (events of a truncated stream's past). */
    private readonly isKept: (event: RecordedEvent) => Promise<boolean> = async () => true,
  ) {
    this.subscription = client.subscribeToAll({
      fromPosition: after > 0 ? toEsdbPosition(after) : START,
      filter: excludeSystemEvents(),
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.markClosed();
    this.onClose(this);
    // Cancels the gRPC call; a call that never started (no connection) has nothing to cancel.
    await this.subscription.unsubscribe().catch(() => undefined);
    // A cancelled call does not end the client's stream it was piped into: end it here, or
    // every resubscription leaves one open stream (and its buffered events) behind.
    this.subscription.destroy();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<RecordedEvent> {
    const source = this.subscription[Symbol.asyncIterator]();
    try {
      while (!this.closed) {
        const read = source.next();
        // When close() wins the race, the destroyed stream rejects this read: nobody awaits it.
        read.catch(() => undefined);
        const next = await Promise.race([read, this.closing]);
        if (next.done || this.closed) return;
        const event = fromResolvedEvent(next.value);
        // The subscription starts strictly after `after`; the check guards a resumed START.
        if (event && event.position > this.after && (await this.isKept(event))) yield event;
      }
    } finally {
      await this.close();
    }
  }
}
