import type { EventStore } from '../event-store.port';
import { FaultyEventStore, type FaultySubscription } from './faulty-event-store';
import { unavailable } from './client-errors';

export * from './client-errors';

export interface AppendFault {
  error: unknown;
  /** True: the events are stored, then the error is thrown (the answer was lost on the way). */
  written: boolean;
  /** Only an append to a stream whose name starts with this. */
  streamPrefix?: string;
}

/**
 * Fails real stores at chosen moments with the errors the EventStoreDB client raises (see
 * client-errors.ts): an outage of every call, one append that fails before or after it was
 * stored, subscriptions that end mid-stream, a server replaced under the same url. `wrap` puts
 * any number of stores (a process may open several) under the same faults.
 */
export class EventStoreFaults {
  /** Calls (and subscription reads) that failed because of a fault. */
  failures = 0;
  private down: unknown = null;
  private appendFaults: AppendFault[] = [];
  private subscriptionEnd: { afterEvents: number; error: unknown } | null = null;
  private replacedIdentity: string | null = null;
  private readonly open = new Set<FaultySubscription>();

  readonly wrap = (store: EventStore): EventStore => new FaultyEventStore(store, this);

  /** Every call fails with `error` until `clear()`; open subscriptions end with it at once. */
  outage(error: unknown = unavailable()): void {
    this.down = error;
    for (const subscription of this.open) subscription.drop(error);
  }

  /** The next matching append fails with `fault.error`, stored first when `fault.written`. */
  failNextAppend(fault: AppendFault): void {
    this.appendFaults.push(fault);
  }

  /** Subscriptions deliver `afterEvents` events each, then end with `error`, until `clear()`. */
  endSubscriptions(afterEvents: number, error: unknown = unavailable()): void {
    this.subscriptionEnd = { afterEvents, error };
  }

  /** The subscriptions open now end with `error` (a dropped connection); later ones are spared. */
  dropSubscriptions(error: unknown = unavailable()): void {
    for (const subscription of this.open) subscription.drop(error);
  }

  /** identity() answers another log's id: the server behind the url was wiped or replaced. */
  replaceIdentity(identity: string): void {
    this.replacedIdentity = identity;
  }

  /** The fault is over: every call reaches the stores again. */
  clear(): void {
    this.down = null;
    this.appendFaults = [];
    this.subscriptionEnd = null;
    this.replacedIdentity = null;
  }

  /** Throws the outage's error while there is one. */
  failIfDown(): void {
    if (this.down === null) return;
    this.failures += 1;
    throw this.down;
  }

  /** The fault an append to `streamId` meets, used up once met. */
  takeAppendFault(streamId: string): AppendFault | undefined {
    const index = this.appendFaults.findIndex((fault) =>
      streamId.startsWith(fault.streamPrefix ?? ''),
    );
    if (index < 0) return undefined;
    this.failures += 1;
    return this.appendFaults.splice(index, 1)[0];
  }

  identityOr(real: () => Promise<string>): Promise<string> {
    return this.replacedIdentity === null ? real() : Promise.resolve(this.replacedIdentity);
  }

  /** The error a subscription that delivered `delivered` events meets now, if any. */
  subscriptionFault(delivered: number): unknown {
    const end = this.subscriptionEnd;
    const error = this.down ?? (end && delivered >= end.afterEvents ? end.error : null);
    if (error) this.failures += 1;
    return error;
  }

  opened(subscription: FaultySubscription): void {
    this.open.add(subscription);
    if (this.down !== null) subscription.drop(this.down);
  }

  closed(subscription: FaultySubscription): void {
    this.open.delete(subscription);
  }
}
