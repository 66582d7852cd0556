import * as path from 'node:path';

export interface AppConfig {
  nodeEnv: string;
  isProduction: boolean;
  host: string;
  port: number;
  dataDir: string;
  eventStoreUrl: string | null;
  mongoUrl: string | null;
  redisUrl: string | null;
  seedDemo: boolean;
  staffRoleIds: { administrator: string; reviewer: string };
  sessionSecret: string;
  devLoginEnabled: boolean;
  discord: {
    clientId: string | null;
    clientSecret: string | null;
    callbackUrl: string | null;
    guildId: string | null;
  };
  webDistDir: string;
  readYourWritesTimeoutMs: number;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

/** Development defaults, printed at start so a newcomer can log in as staff. */
export const DEV_STAFF_ROLE_IDS = {
  administrator: '100000000000000001',
  reviewer: '100000000000000002',
};
const DEV_SESSION_SECRET = 'development-only-session-secret-change-me';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function readPort(env: Env, problems: string[]): number {
  const raw = env.PORT ?? '3000';
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 0 || port > 65535) {
    problems.push(`PORT must be a whole number from 0 to 65535 (got "${raw}")`);
    return 3000;
  }
  return port;
}

function readBoolean(env: Env, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['true', '1', 'yes'].includes(raw.toLowerCase())) return true;
  if (['false', '0', 'no'].includes(raw.toLowerCase())) return false;
  problems.push(`${name} must be true or false (got "${raw}")`);
  return fallback;
}

function readUrl(env: Env, name: string, schemes: string[], problems: string[]): string | null {
  const raw = env[name];
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if (!schemes.includes(url.protocol.replace(':', ''))) {
      problems.push(
        `${name} must start with ${schemes.map((s) => `${s}://`).join(' or ')} (got "${raw}")`,
      );
    }
  } catch {
    problems.push(`${name} is not a valid URL (got "${raw}")`);
  }
  return raw;
}

function readStaffRoles(env: Env, problems: string[]): AppConfig['staffRoleIds'] {
  const raw = env.STAFF_ROLE_IDS;
  if (!raw) return DEV_STAFF_ROLE_IDS;
  const ids = raw.split(',').map((id) => id.trim());
  if (ids.length !== 2 || ids.some((id) => !/^\d{17,19}$/.test(id))) {
    problems.push('STAFF_ROLE_IDS must be two Discord role ids, "administratorId,reviewerId"');
    return DEV_STAFF_ROLE_IDS;
  }
  return { administrator: ids[0] as string, reviewer: ids[1] as string };
}

function readPositiveInt(env: Env, name: string, fallback: number, problems: string[]): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) {
    problems.push(`${name} must be a whole number (got "${raw}")`);
    return fallback;
  }
  return Number(raw);
}

/** Reads and validates every environment variable at start, reporting all problems at once. */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const nodeEnv = env.NODE_ENV ?? 'development';
  const isProduction = nodeEnv === 'production';
  const clientId = env.DISCORD_CLIENT_ID || null;
  if (isProduction && !env.SESSION_SECRET)
    problems.push('SESSION_SECRET is required in production');
  if (env.SESSION_SECRET && env.SESSION_SECRET.length < 32) {
    problems.push('SESSION_SECRET must be at least 32 characters');
  }
  if (isProduction && !env.STAFF_ROLE_IDS)
    problems.push('STAFF_ROLE_IDS is required in production');
  const config: AppConfig = {
    nodeEnv,
    isProduction,
    host: env.HOST || '0.0.0.0',
    port: readPort(env, problems),
    dataDir: path.resolve(env.DATA_DIR || './data'),
    eventStoreUrl: readUrl(
      env,
      'EVENT_STORE_URL',
      ['esdb', 'esdb+discover', 'kurrentdb', 'kdb'],
      problems,
    ),
    mongoUrl: readUrl(env, 'MONGO_URL', ['mongodb', 'mongodb+srv'], problems),
    redisUrl: readUrl(env, 'REDIS_URL', ['redis', 'rediss'], problems),
    seedDemo: readBoolean(env, 'SEED_DEMO', true, problems),
    staffRoleIds: readStaffRoles(env, problems),
    sessionSecret: env.SESSION_SECRET || DEV_SESSION_SECRET,
    devLoginEnabled: !clientId && !isProduction,
    discord: {
      clientId,
      clientSecret: env.DISCORD_CLIENT_SECRET || null,
      callbackUrl: env.DISCORD_CALLBACK_URL || null,
      guildId: env.DISCORD_GUILD_ID || null,
    },
    webDistDir: path.resolve(env.WEB_DIST_DIR || path.join(__dirname, '../../../../web/dist')),
    readYourWritesTimeoutMs: readPositiveInt(env, 'READ_YOUR_WRITES_TIMEOUT_MS', 3000, problems),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
