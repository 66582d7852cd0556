import type { RecordedEvent } from '@botdir/contracts';
import type {
  AllSubscription,
  AppendOptions,
  AppendResult,
  EventStore,
  EventToAppend,
  ExpectedRevision,
  ReadAllOptions,
  ReadStreamOptions,
  SubscribeToAllOptions,
} from '../event-store.port';
import { ForwardingEventStore } from './forwarding-event-store';
import type { EventStoreFaults } from './faults';

/** A store under EventStoreFaults: each call first asks the faults what to do. */
export class FaultyEventStore extends ForwardingEventStore {
  constructor(
    inner: EventStore,
    private readonly faults: EventStoreFaults,
  ) {
    super(inner);
  }

  override async appendToStream(
    streamId: string,
    events: EventToAppend[],
    expected: ExpectedRevision,
    options?: AppendOptions,
  ): Promise<AppendResult> {
    this.faults.failIfDown();
    const fault = this.faults.takeAppendFault(streamId);
    if (!fault) return super.appendToStream(streamId, events, expected, options);
    if (fault.written) await super.appendToStream(streamId, events, expected, options);
    throw fault.error;
  }

  override async truncateStream(streamId: string, beforeRevision: number): Promise<void> {
    this.faults.failIfDown();
    return super.truncateStream(streamId, beforeRevision);
  }

  override async readStream(streamId: string, options?: ReadStreamOptions) {
    this.faults.failIfDown();
    return super.readStream(streamId, options);
  }

  override async readAll(options?: ReadAllOptions): Promise<RecordedEvent[]> {
    this.faults.failIfDown();
    return super.readAll(options);
  }

  override async headPosition(): Promise<number> {
    this.faults.failIfDown();
    return super.headPosition();
  }

  override async identity(): Promise<string> {
    this.faults.failIfDown();
    return this.faults.identityOr(() => super.identity());
  }

  override subscribeToAll(options?: SubscribeToAllOptions): AllSubscription {
    const subscription = new FaultySubscription(super.subscribeToAll(options), this.faults);
    this.faults.opened(subscription);
    return subscription;
  }
}

/** A subscription under faults: ends with the fault's error as a dropped gRPC stream does. */
export class FaultySubscription implements AllSubscription {
  private dropWith!: (error: unknown) => void;
  private readonly dropped = new Promise<never>((_, reject) => {
    this.dropWith = reject;
  });

  constructor(
    private readonly inner: AllSubscription,
    private readonly faults: EventStoreFaults,
  ) {
    this.dropped.catch(() => undefined);
  }

  drop(error: unknown): void {
    this.dropWith(error);
  }

  async close(): Promise<void> {
    this.faults.closed(this);
    await this.inner.close();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<RecordedEvent> {
    const source = this.inner[Symbol.asyncIterator]();
    let delivered = 0;
    try {
      for (;;) {
        const next = await Promise.race([source.next(), this.dropped]);
        if (next.done) return;
        const fault = this.faults.subscriptionFault(delivered);
        if (fault) throw fault;
        delivered += 1;
        yield next.value;
      }
    } finally {
      await this.close();
    }
  }
}
