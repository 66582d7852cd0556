/** The env setting of the stream read threads; the default holds when it is unset. */
export const READ_THREADS_ENV = 'EVENT_STORE_READ_THREADS';
const DEFAULT_READ_THREADS = 2;
const MAX_READ_THREADS = 8;

/**
 * How many worker threads answer a SQLite log's stream reads: `EVENT_STORE_READ_THREADS`, an
 * integer from 0 (read on the main thread) to 8.
 */
export function readThreadsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = env[READ_THREADS_ENV]?.trim();
  if (value === undefined || value === '') return DEFAULT_READ_THREADS;
  if (/^\d{1,2}$/.test(value) && Number(value) <= MAX_READ_THREADS) return Number(value);
  throw new Error(
    `${READ_THREADS_ENV} must be an integer from 0 to ${MAX_READ_THREADS}, got "${env[READ_THREADS_ENV]}"`,
  );
}
