import * as fs from 'node:fs';
import * as path from 'node:path';
import type { AppConfig } from '../config/app-config';
import type { SessionStore } from './session-store.port';
import { SqliteSessionStore } from './sqlite-session-store';

export function createSessionStore(config: AppConfig): SessionStore {
  fs.mkdirSync(config.dataDir, { recursive: true });
  return new SqliteSessionStore(path.join(config.dataDir, 'sessions.sqlite'));
}
