import type { RedisOptions } from 'ioredis';

/**
 * While Redis is down a command fails at once instead of queueing until a reconnection, so a
 * request answers (503, or allowed by the rate limiter) well within the read-your-writes timeout;
 * the client keeps reconnecting in the background and recovers by itself.
 */
export const OUTAGE_FAILS_FAST: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  commandTimeout: 2_000,
};
