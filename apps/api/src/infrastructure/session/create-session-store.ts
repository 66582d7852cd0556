import * as fs from 'node:fs';
import * as path from 'node:path';
import type { AppConfig } from '../config/app-config';
import type { SessionStore } from './session-store.port';
import { RedisSessionStore } from './redis-session-store';
import { SqliteSessionStore } from './sqlite-session-store';

/** Redis when REDIS_URL is set (shared by replicas), else a SQLite file in DATA_DIR. */
export function createSessionStore(config: AppConfig): SessionStore {
  if (config.redisUrl) return new RedisSessionStore(config.redisUrl);
  fs.mkdirSync(config.dataDir, { recursive: true });
  return new SqliteSessionStore(path.join(config.dataDir, 'sessions.sqlite'));
}
