/** The env setting of the retry window; the default holds when it is unset. */
export const RETRY_WINDOW_ENV = 'EVENT_STORE_RETRY_WINDOW_HOURS';
const DEFAULT_RETRY_WINDOW_HOURS = 24;
const HOUR_MS = 3_600_000;

/** How a store learns the time and how long it recognises retries of truncated events. */
export interface RetryWindowOptions {
  /** Default: EVENT_STORE_RETRY_WINDOW_HOURS, else 24 hours. */
  retryWindowMs?: number;
  /** Milliseconds since the epoch; injectable so tests can step past the window. */
  clock?: () => number;
}

export interface RetryWindow {
  retryWindowMs: number;
  clock: () => number;
}

/** `EVENT_STORE_RETRY_WINDOW_HOURS`: a positive number of hours (fractions allowed). */
export function retryWindowFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = env[RETRY_WINDOW_ENV]?.trim();
  if (value === undefined || value === '') return DEFAULT_RETRY_WINDOW_HOURS * HOUR_MS;
  const hours = Number(value);
  if (!Number.isFinite(hours) || hours <= 0) {
    throw new Error(`${RETRY_WINDOW_ENV} must be a positive number of hours, got "${value}"`);
  }
  return Math.round(hours * HOUR_MS);
}

export function retryWindowOf(options: RetryWindowOptions = {}): RetryWindow {
  return {
    retryWindowMs: options.retryWindowMs ?? retryWindowFromEnv(),
    clock: options.clock ?? Date.now,
  };
}
