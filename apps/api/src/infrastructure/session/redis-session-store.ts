import Redis from 'ioredis';
import { failFast } from '../dependencies/redis-options';
import type { SessionData, SessionStore } from './session-store.port';

const KEY_PREFIX = 'botdir:session:';

/** Sessions shared by every api replica; Redis expires them on its own. */
export class RedisSessionStore implements SessionStore {
  private readonly redis: Redis;

  constructor(url: string) {
    this.redis = new Redis(url, failFast(1_500));
  }

  async get(id: string): Promise<SessionData | null> {
    const raw = await this.redis.get(KEY_PREFIX + id);
    return raw ? (JSON.parse(raw) as SessionData) : null;
  }

  async set(id: string, data: SessionData, ttlSeconds: number): Promise<void> {
    await this.redis.set(KEY_PREFIX + id, JSON.stringify(data), 'EX', ttlSeconds);
  }

  async destroy(id: string): Promise<void> {
    await this.redis.del(KEY_PREFIX + id);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
