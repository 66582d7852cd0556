/**
 * The outbox's numbers for metrics (issue #12): plain counters since this process started, and
 * the deliveries still open across all processes (pending or being sent).
 */
export interface OutboxCounters {
  readonly attempts: number;
  readonly successes: number;
  readonly failures: number;
  queueDepth(): Promise<number>;
}

export const OUTBOX_COUNTERS = Symbol('OUTBOX_COUNTERS');
