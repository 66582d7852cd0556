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

/** An event store that hands every call to another: the testing kits override what they script. */
export class ForwardingEventStore implements EventStore {
  constructor(protected readonly inner: EventStore) {}

  appendToStream(
    streamId: string,
    events: EventToAppend[],
    expected: ExpectedRevision,
    options?: AppendOptions,
  ): Promise<AppendResult> {
    return this.inner.appendToStream(streamId, events, expected, options);
  }

  truncateStream(streamId: string, beforeRevision: number): Promise<void> {
    return this.inner.truncateStream(streamId, beforeRevision);
  }

  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    return this.inner.readStream(streamId, options);
  }

  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]> {
    return this.inner.readAll(options);
  }

  subscribeToAll(options?: SubscribeToAllOptions): AllSubscription {
    return this.inner.subscribeToAll(options);
  }

  headPosition(): Promise<number> {
    return this.inner.headPosition();
  }

  identity(): Promise<string> {
    return this.inner.identity();
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
