import type { RedisOptions } from 'ioredis';

/**
 * While Redis is down a command gives up after `commandTimeoutMs` (queued or sent) instead of
 * waiting for a reconnection, so a request answers (503, or allowed by the rate limiter) well
 * within the read-your-writes timeout. Commands issued while the first connection is being made
 * wait for it; the client keeps reconnecting in the background and recovers by itself.
 */
export function failFast(commandTimeoutMs: number): RedisOptions {
  return { maxRetriesPerRequest: 1, commandTimeout: commandTimeoutMs };
}
