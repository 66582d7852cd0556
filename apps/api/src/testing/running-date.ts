/** Every timer keeps running on the real clock: only `Date` is faked. */
const NOT_DATE = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/**
 * Sets `Date` to `iso` and lets it run on from there: the api (in this process), its timers and
 * the test run as they do in production, on the day a rule depends on (weekend votes count
 * double). Undo with `jest.useRealTimers()`.
 */
export function runDateFrom(iso: string): void {
  jest.useFakeTimers({ now: new Date(iso), advanceTimers: true, doNotFake: [...NOT_DATE] });
}

/** A Wednesday (UTC): a vote counts once. For tests whose counts must not depend on the day they run. */
export const A_WEEKDAY = '2026-11-18T12:00:00.000Z';
