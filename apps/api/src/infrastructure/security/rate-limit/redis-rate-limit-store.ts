import Redis from 'ioredis';
import { failFast } from '@api/infrastructure/dependencies/redis-options';
import type { RateLimitHit, RateLimitStore } from './rate-limit-store.port';

const KEY_PREFIX = 'botdir:ratelimit:';
/** Count and start the window atomically, so replicas sharing Redis share one budget. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;

  constructor(url: string) {
    this.redis = new Redis(url, failFast(500));
  }

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, KEY_PREFIX + key, windowMs)) as [
      number,
      number,
    ];
    return { count, resetInMs: ttl };
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
