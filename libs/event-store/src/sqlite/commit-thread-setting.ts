/** The env switch of the commit thread; the default holds when it is unset. */
export const COMMIT_THREAD_ENV = 'EVENT_STORE_COMMIT_THREAD';
const DEFAULT_COMMIT_THREAD = true;

/** Whether SQLite logs commit on a worker thread: `EVENT_STORE_COMMIT_THREAD` true or false. */
export function commitThreadFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env[COMMIT_THREAD_ENV]?.trim().toLowerCase();
  if (value === undefined || value === '') return DEFAULT_COMMIT_THREAD;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new Error(`${COMMIT_THREAD_ENV} must be true or false, got "${env[COMMIT_THREAD_ENV]}"`);
}
