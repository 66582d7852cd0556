import type { EventMetadata, RecordedEvent } from '@botdir/contracts';

/**
 * What a writer expects of the stream it appends to.
 * A number is the revision of the stream's last event (revisions start at 0).
 */
export type ExpectedRevision = 'no_stream' | 'stream_exists' | 'any' | number;

export interface EventToAppend {
  /** Derived from the command id, so a retried command appends nothing new (invariant 4). */
  id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export interface AppendResult {
  /** Revision of the stream's last event after the append. */
  nextRevision: number;
  /** Global position of the last event written (or found, for an idempotent retry). */
  position: number;
}

export interface AppendOptions {
  /**
   * Once the append is written, truncate the stream before its first event: the stream keeps only
   * the events of this append (see `EventStore.truncateStream`). An append recognised as a retry
   * truncates nothing.
   */
  truncateBefore?: 'appended';
}

export interface ReadStreamOptions {
  direction?: 'forwards' | 'backwards';
  /** Inclusive. Forwards defaults to 0, backwards to the end. */
  fromRevision?: number;
  maxCount?: number;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this global position. Omit to start at the beginning. */
  after?: number;
  maxCount?: number;
}

export interface SubscribeToAllOptions {
  /** Exclusive checkpoint: deliver events strictly after it. Omit to start at the beginning. */
  after?: number;
}

/** Catch-up then live; ends when `close()` is called. */
export interface AllSubscription extends AsyncIterable<RecordedEvent> {
  close(): Promise<void>;
}

/**
 * The only source of truth. Positions are unique, strictly increasing in global order and safe
 * JavaScript integers; revisions are per stream, from 0.
 *
 * Every read (streams, the log, subscriptions) returns events upcast to the current schema of their
 * type, typed as the directory's events. The store does not reject what another tool wrote: a
 * reader that must survive foreign or malformed events (the projections) runs `checkEvent`.
 *
 * Truncation: a stream's events below its truncate-before revision are gone from every read (the
 * stream, the log, subscriptions that reach them after the truncation), while the stream keeps its
 * revision counter (the next append still expects the last revision ever written) and the ids of
 * its truncated events for the retry window (EVENT_STORE_RETRY_WINDOW_HOURS, 24 hours by default):
 * a retried append of them is answered with its first result at least until the window has passed
 * since they were written, and once it has passed since their truncation the retry is decided
 * again like a new command (as payment APIs treat an idempotency key after its retention). Kept
 * events are recognised however late.
 * The read models must therefore be built by projections whose result depends only on kept events.
 */
export interface EventStore {
  appendToStream(
    streamId: string,
    events: EventToAppend[],
    expected: ExpectedRevision,
    options?: AppendOptions,
  ): Promise<AppendResult>;
  /**
   * Drops the stream's events below `beforeRevision` from every read. Never drops the stream's last
   * event (a larger revision is clamped to it), never moves back (a smaller one than the current
   * truncation changes nothing); a missing stream is left alone.
   */
  truncateStream(streamId: string, beforeRevision: number): Promise<void>;
  /** Events of one stream; an empty list when the stream does not exist. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  subscribeToAll(options?: SubscribeToAllOptions): AllSubscription;
  /** Position of the last event in the global log; 0 when empty. */
  headPosition(): Promise<number>;
  /**
   * A stable id of this log, made when it was created (`sqlite:<uuid>`, `esdb:<uuid>`). Positions
   * mean something only in the log they came from: checkpoints record it, and a read model or
   * feeder checkpoint taken on another log is refused instead of resumed.
   */
  identity(): Promise<string>;
  close(): Promise<void>;
}

export const EVENT_STORE = Symbol('EVENT_STORE');
