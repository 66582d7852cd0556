import type { RecordedEvent } from '@botdir/contracts';
import type { EventStore, ReadStreamOptions } from '../event-store.port';
import { ForwardingEventStore } from './forwarding-event-store';

interface Interleaving {
  streamId: string;
  /** Reads of the stream to let pass before the one the competitor runs inside. */
  skip: number;
  run(): Promise<void>;
}

/** What the competitor answered, or how it failed. */
export type Competed<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Runs a competing command inside a read of one stream: the read's answer is taken, the
 * competitor runs to its end (its own reads and appends reach the store), then the read answers
 * what it took, now stale. A command whose append expects the revision of the read its decision
 * was made on loses with a conflict; one that reads again before appending would overwrite the
 * competitor's write without noticing.
 */
export class InterleavingEventStore extends ForwardingEventStore {
  private pending: Interleaving | null = null;

  constructor(inner: EventStore) {
    super(inner);
  }

  /**
   * Arms the next read of `streamId` (after `skip` others): `competitor` runs inside it. Resolves
   * with the competitor's outcome once it ran.
   */
  duringRead<T>(
    streamId: string,
    competitor: () => Promise<T>,
    { skip = 0 }: { skip?: number } = {},
  ): Promise<Competed<T>> {
    if (this.pending) throw new Error(`A competitor is already armed on ${this.pending.streamId}`);
    return new Promise((resolve) => {
      this.pending = {
        streamId,
        skip,
        run: () =>
          competitor().then(
            (value) => resolve({ ok: true, value }),
            (error: unknown) => resolve({ ok: false, error }),
          ),
      };
    });
  }

  override async readStream(
    streamId: string,
    options?: ReadStreamOptions,
  ): Promise<RecordedEvent[]> {
    const events = await super.readStream(streamId, options);
    const armed = this.pending;
    if (armed?.streamId !== streamId) return events;
    if (armed.skip > 0) {
      armed.skip -= 1;
      return events;
    }
    this.pending = null;
    await armed.run();
    return events;
  }
}
