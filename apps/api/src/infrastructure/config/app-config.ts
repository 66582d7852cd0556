import * as fs from 'node:fs';
import * as path from 'node:path';
import { isDiscordId } from '@botdir/contracts';
import {
  commitThreadFromEnv,
  eventStoreUrlProblem,
  readThreadsFromEnv,
  retryWindowFromEnv,
} from '@botdir/event-store';
import { mongoUrlProblem } from '@botdir/read-store';
import { readConnectionString, readMetricsToken } from '@botdir/observability';
import { readWebhookConfig, type WebhookConfig } from './webhook-config';

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
    /** Base of Discord's REST API (token, users/@me, guild member); a fake one in tests. */
    apiUrl: string;
    authorizeUrl: string;
    /** How often a session's guild roles are read again from Discord (at most 15 minutes). */
    rolesRefreshMs: number;
    /** Submissions ask Discord whether their application exists, has a bot and is public. */
    verifyApplications: boolean;
  };
  /** The site's own origin when it runs behind a proxy (CSRF origin check); null: the Host header. */
  publicOrigin: string | null;
  /** Express `trust proxy`: false, a hop count, or addresses/names like `loopback`. */
  trustProxy: boolean | number | string;
  rateLimits: {
    getsPerMinute: number;
    /** Reads per minute per logged-in account (instead of per address). */
    accountGetsPerMinute: number;
    submissionsPerHour: number;
    writesPerMinute: number;
    writesPerHour: number;
    votesPerHour: number;
  };
  /** Bytes the public answer cache may hold (bodies and their compressed copies). */
  publicCacheMaxBytes: number;
  /**
   * How long after one of its read models moved a public answer about no single bot (a list, a
   * search, the categories) may still be replayed to a visitor without a session (0: never).
   * Logged-in viewers, the only ones who can write, always get fresh answers.
   */
  publicCacheStaleMs: number;
  /** An answer nobody asked for in this long leaves the public cache (0: kept until pushed out). */
  publicCacheIdleMs: number;
  /**
   * BENCH_MODE, for the benchmark's own api only: rate limits are counted but never refuse, and
   * the public answer cache is skipped by requests carrying BENCH_CACHE_BYPASS_HEADER. Refused in
   * production.
   */
  benchMode: boolean;
  webDistDir: string;
  readYourWritesTimeoutMs: number;
  webhooks: WebhookConfig;
  observability: ObservabilityConfig;
  /**
   * IMAGE_PROXY_CA_FILE: a PEM certificate the description image proxy trusts besides the usual
   * ones (a test's local https server, a private CA); null: the usual ones only.
   */
  imageProxyCa: string | null;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface ObservabilityConfig {
  /** Bearer token /metrics asks for (required in production); null: open, still rate-limited. */
  metricsToken: string | null;
  logLevel: LogLevel;
  /** Readiness fails once the read models lag the log by this much. */
  readyMaxLagSeconds: number;
  /** BullMQ key prefix of the projector's queue (shown at /admin/queues). */
  queuePrefix: string;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

/** With BENCH_MODE, a request with this header skips the public answer cache (uncached rounds). */
export const BENCH_CACHE_BYPASS_HEADER = 'x-bench-cache-bypass';

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
  if (ids.length !== 2 || ids.some((id) => !isDiscordId(id))) {
    problems.push('STAFF_ROLE_IDS must be two Discord role ids, "administratorId,reviewerId"');
    return DEV_STAFF_ROLE_IDS;
  }
  return { administrator: ids[0] as string, reviewer: ids[1] as string };
}

function readPositiveInt(
  env: Env,
  name: string,
  fallback: number,
  problems: string[],
  range: { min: number; max: number } = { min: 0, max: Number.MAX_SAFE_INTEGER },
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,15}$/.test(raw) || Number(raw) < range.min || Number(raw) > range.max) {
    problems.push(
      `${name} must be a whole number from ${range.min} to ${range.max} (got "${raw}")`,
    );
    return fallback;
  }
  return Number(raw);
}

const DISCORD_DEFAULTS = {
  apiUrl: 'https://discord.com/api',
  authorizeUrl: 'https://discord.com/oauth2/authorize',
};
const MAX_ROLES_REFRESH_SECONDS = 15 * 60;

function readDiscord(env: Env, isProduction: boolean, problems: string[]): AppConfig['discord'] {
  const clientId = env.DISCORD_CLIENT_ID || null;
  const discord = {
    clientId,
    clientSecret: env.DISCORD_CLIENT_SECRET || null,
    callbackUrl: readUrl(env, 'DISCORD_CALLBACK_URL', ['http', 'https'], problems),
    guildId: env.DISCORD_GUILD_ID || null,
    apiUrl: (
      readUrl(env, 'DISCORD_API_URL', ['http', 'https'], problems) ?? DISCORD_DEFAULTS.apiUrl
    ).replace(/\/+$/, ''),
    authorizeUrl:
      readUrl(env, 'DISCORD_AUTHORIZE_URL', ['http', 'https'], problems) ??
      DISCORD_DEFAULTS.authorizeUrl,
    rolesRefreshMs:
      readPositiveInt(env, 'DISCORD_ROLES_REFRESH_SECONDS', MAX_ROLES_REFRESH_SECONDS, problems, {
        min: 0,
        max: MAX_ROLES_REFRESH_SECONDS,
      }) * 1000,
    // Off by default outside production: offline development and tests use made-up application ids.
    verifyApplications: readBoolean(env, 'DISCORD_VERIFY_APPLICATIONS', isProduction, problems),
  };
  if (!clientId) return discord;
  if (!isDiscordId(clientId))
    problems.push(`DISCORD_CLIENT_ID must be a Discord application id (got "${clientId}")`);
  if (!discord.clientSecret)
    problems.push('DISCORD_CLIENT_SECRET is required with DISCORD_CLIENT_ID');
  if (!discord.callbackUrl) {
    problems.push(
      'DISCORD_CALLBACK_URL is required with DISCORD_CLIENT_ID (e.g. https://bots.example.com/auth/discord/callback)',
    );
  }
  if (!discord.guildId) {
    problems.push(
      'DISCORD_GUILD_ID is required with DISCORD_CLIENT_ID (staff roles are read there)',
    );
  } else if (!isDiscordId(discord.guildId)) {
    problems.push(`DISCORD_GUILD_ID must be a Discord server id (got "${discord.guildId}")`);
  }
  return discord;
}

function readPublicOrigin(env: Env, problems: string[]): string | null {
  const raw = readUrl(env, 'PUBLIC_URL', ['http', 'https'], problems);
  if (!raw) return null;
  try {
    return new URL(raw).origin;
  } catch {
    return null;
  }
}

function readTrustProxy(env: Env, problems: string[]): AppConfig['trustProxy'] {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d{1,2}$/.test(raw)) return Number(raw);
  if (/^[a-z0-9.:/]+(\s*,\s*[a-z0-9.:/]+)*$/i.test(raw)) return raw;
  problems.push(
    `TRUST_PROXY must be a hop count (e.g. 1), true, false, or addresses/names like loopback (got "${raw}")`,
  );
  return false;
}

function readObservability(
  env: Env,
  isProduction: boolean,
  problems: string[],
): ObservabilityConfig {
  const logLevel = (env.LOG_LEVEL || 'info').toLowerCase();
  if (!LOG_LEVELS.some((level) => level === logLevel))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${env.LOG_LEVEL}")`);
  return {
    metricsToken: readMetricsToken(env, isProduction, problems),
    logLevel: LOG_LEVELS.find((level) => level === logLevel) ?? 'info',
    readyMaxLagSeconds: readPositiveInt(env, 'READY_MAX_LAG_SECONDS', 30, problems, {
      min: 1,
      max: 86_400,
    }),
    queuePrefix: env.PROJECTOR_QUEUE_PREFIX || 'botdir',
  };
}

/** Reads and validates every environment variable at start, reporting all problems at once. */
/** Every budget of the rate limiter: the spec's two, then the write throttles (see docs/configuration.md). */
function readRateLimits(env: NodeJS.ProcessEnv, problems: string[]): AppConfig['rateLimits'] {
  const read = (name: string, fallback: number) =>
    readPositiveInt(env, name, fallback, problems, { min: 1, max: 1_000_000 });
  return {
    getsPerMinute: read('RATE_LIMIT_GETS_PER_MINUTE', 100),
    accountGetsPerMinute: read('RATE_LIMIT_ACCOUNT_GETS_PER_MINUTE', 300),
    submissionsPerHour: read('RATE_LIMIT_SUBMISSIONS_PER_HOUR', 10),
    writesPerMinute: read('RATE_LIMIT_WRITES_PER_MINUTE', 30),
    writesPerHour: read('RATE_LIMIT_WRITES_PER_HOUR', 300),
    votesPerHour: read('RATE_LIMIT_VOTES_PER_HOUR', 30),
  };
}

export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const nodeEnv = env.NODE_ENV ?? 'development';
  const isProduction = nodeEnv === 'production';
  const discord = readDiscord(env, isProduction, problems);
  if (isProduction && !env.SESSION_SECRET)
    problems.push('SESSION_SECRET is required in production');
  if (env.SESSION_SECRET && env.SESSION_SECRET.length < 32) {
    problems.push('SESSION_SECRET must be at least 32 characters');
  }
  if (isProduction && !env.STAFF_ROLE_IDS)
    problems.push('STAFF_ROLE_IDS is required in production');
  // Read by the SQLite event store itself (the projector's too): checked here so a bad value is
  // listed with the other problems instead of failing the store's construction.
  try {
    commitThreadFromEnv(env);
  } catch (error) {
    problems.push((error as Error).message);
  }
  try {
    readThreadsFromEnv(env);
  } catch (error) {
    problems.push((error as Error).message);
  }
  try {
    retryWindowFromEnv(env);
  } catch (error) {
    problems.push((error as Error).message);
  }
  const benchMode = readBoolean(env, 'BENCH_MODE', false, problems);
  if (isProduction && benchMode)
    problems.push('BENCH_MODE turns rate limits off and is refused in production');
  const config: AppConfig = {
    nodeEnv,
    isProduction,
    host: env.HOST || '0.0.0.0',
    port: readPort(env, problems),
    dataDir: path.resolve(env.DATA_DIR || './data'),
    eventStoreUrl: readConnectionString(env, 'EVENT_STORE_URL', eventStoreUrlProblem, problems),
    mongoUrl: readConnectionString(env, 'MONGO_URL', mongoUrlProblem, problems),
    redisUrl: readUrl(env, 'REDIS_URL', ['redis', 'rediss'], problems),
    seedDemo: readBoolean(env, 'SEED_DEMO', true, problems),
    staffRoleIds: readStaffRoles(env, problems),
    sessionSecret: env.SESSION_SECRET || DEV_SESSION_SECRET,
    devLoginEnabled: !discord.clientId && !isProduction,
    discord,
    publicOrigin: readPublicOrigin(env, problems),
    trustProxy: readTrustProxy(env, problems),
    rateLimits: readRateLimits(env, problems),
    publicCacheMaxBytes: readPositiveInt(
      env,
      'PUBLIC_CACHE_MAX_BYTES',
      64 * 1024 * 1024,
      problems,
      {
        min: 1024 * 1024,
        max: 16 * 1024 * 1024 * 1024,
      },
    ),
    publicCacheStaleMs: readPositiveInt(
      env,
      'PUBLIC_CACHE_STALE_MS',
      isProduction ? 1000 : 0,
      problems,
      { min: 0, max: 60_000 },
    ),
    publicCacheIdleMs: readPositiveInt(env, 'PUBLIC_CACHE_IDLE_MS', 120_000, problems, {
      min: 0,
      max: 24 * 60 * 60 * 1000,
    }),
    benchMode,
    webDistDir: path.resolve(env.WEB_DIST_DIR || path.join(__dirname, '../../../../web/dist')),
    readYourWritesTimeoutMs: readPositiveInt(env, 'READ_YOUR_WRITES_TIMEOUT_MS', 3000, problems),
    webhooks: readWebhookConfig(env, isProduction, problems),
    observability: readObservability(env, isProduction, problems),
    imageProxyCa: readImageProxyCa(env, problems),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

function readImageProxyCa(env: Env, problems: string[]): string | null {
  const file = env.IMAGE_PROXY_CA_FILE;
  if (!file) return null;
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    problems.push(`IMAGE_PROXY_CA_FILE must name a readable PEM file (got "${file}")`);
    return null;
  }
}
