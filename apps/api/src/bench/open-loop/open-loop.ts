import { setTimeout as sleep } from 'node:timers/promises';

export interface OpenLoopOptions {
  ratePerSecond: number;
  /** Stop scheduling at this `performance.now()` time. */
  until: number;
  /** Requests in flight at most; a request due while this many wait is counted as not sent. */
  maxInFlight: number;
  /** A request sent more than this after its scheduled time counts as late (default 5 ms). */
  lateAfterMs?: number;
}

export interface OpenLoopResult {
  /** Requests the schedule called for. */
  offered: number;
  /** Sent more than `lateAfterMs` after their scheduled time (the generator fell behind). */
  late: number;
  /** Not sent at all: `maxInFlight` requests were still waiting when they were due. */
  notSent: number;
  /** Worst delay between a scheduled time and the send, ms. */
  maxSendLag: number;
  elapsedSeconds: number;
}

/**
 * Sends `send(index, scheduledAt)` at fixed times by the wall clock, never waiting for an answer
 * before the next one is due (an open loop: a slow answer does not slow the offered rate, so it
 * cannot hide the queueing it causes). `send` measures from `scheduledAt`, not from the send.
 */
export async function runOpenLoop(
  options: OpenLoopOptions,
  send: (index: number, scheduledAt: number) => Promise<unknown>,
): Promise<OpenLoopResult> {
  const interval = 1000 / options.ratePerSecond;
  const lateAfter = options.lateAfterMs ?? 5;
  const started = performance.now();
  const pending = new Set<Promise<unknown>>();
  let next = 0;
  let late = 0;
  let notSent = 0;
  let maxSendLag = 0;
  for (;;) {
    const now = performance.now();
    const scheduledAt = started + next * interval;
    if (scheduledAt >= options.until) break;
    if (scheduledAt > now) {
      await sleep(Math.max(0, Math.floor(scheduledAt - now)));
      continue;
    }
    const lag = now - scheduledAt;
    maxSendLag = Math.max(maxSendLag, lag);
    if (pending.size >= options.maxInFlight) notSent += 1;
    else {
      if (lag > lateAfter) late += 1;
      const sent = send(next, scheduledAt).catch(() => undefined);
      pending.add(sent);
      void sent.then(() => pending.delete(sent));
    }
    next += 1;
  }
  await Promise.all(pending);
  return {
    offered: next,
    late,
    notSent,
    maxSendLag,
    elapsedSeconds: (performance.now() - started) / 1000,
  };
}
