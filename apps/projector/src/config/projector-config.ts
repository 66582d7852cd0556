import * as path from 'node:path';
import { eventStoreUrlProblem } from '@botdir/event-store';
import { mongoUrlProblem } from '@botdir/read-store';
import { readConnectionString, readMetricsToken } from '@botdir/observability';

/** What the projector process and the operator CLI read from the environment. */
export interface ProjectorConfig {
  dataDir: string;
  eventStoreUrl: string | null;
  mongoUrl: string | null;
  redisUrl: string | null;
  /** BullMQ key prefix: one per deployment sharing a Redis. */
  queuePrefix: string;
  /** Most events per job (and per read-store write). */
  batchSize: number;
  /**
   * Most events per read-store write in a replay (and the migration's): larger than a live batch,
   * because a document touched many times in one batch is loaded and written once.
   */
  replayBatchSize: number;
  /** What this process runs: both halves (default), or one of them to use two cores. */
  role: ProjectorRole;
  /** Port of /metrics and /health/{live,ready} (0: any free port); null in in-process tests. */
  metricsPort: number | null;
  /** Bearer token /metrics asks for (METRICS_TOKEN, shared with the api; required in production). */
  metricsToken: string | null;
  /** Readiness fails once the read models lag the log by this much. */
  readyMaxLagSeconds: number;
}

export const PROJECTOR_ROLES = ['all', 'feeder', 'worker'] as const;
export type ProjectorRole = (typeof PROJECTOR_ROLES)[number];

export class ProjectorConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ProjectorConfigError';
  }
}

type Env = Record<string, string | undefined>;

function readUrl(env: Env, name: string, schemes: string[], problems: string[]): string | null {
  const raw = env[name];
  if (!raw) return null;
  let scheme = '';
  try {
    scheme = new URL(raw).protocol.replace(':', '');
  } catch {
    problems.push(`${name} is not a valid URL (got "${raw}")`);
    return raw;
  }
  if (!schemes.includes(scheme)) {
    const allowed = schemes.map((s) => `${s}://`).join(' or ');
    problems.push(`${name} must start with ${allowed} (got "${raw}")`);
  }
  return raw;
}

/** The replay's default batch: past it, bigger batches gained nothing (docs/benchmarks.md, Replay). */
export const REPLAY_BATCH_SIZE = 20_000;

function readBatchSize(env: Env, name: string, fallback: number, max: number, problems: string[]) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
    problems.push(`${name} must be a whole number from 1 to ${max} (got "${raw}")`);
    return fallback;
  }
  return Number(raw);
}

function readRole(env: Env, problems: string[]): ProjectorRole {
  const raw = env.PROJECTOR_ROLE || 'all';
  if (PROJECTOR_ROLES.includes(raw as ProjectorRole)) return raw as ProjectorRole;
  problems.push(`PROJECTOR_ROLE must be one of ${PROJECTOR_ROLES.join(', ')} (got "${raw}")`);
  return 'all';
}

function readQueuePrefix(env: Env, problems: string[]): string {
  const raw = env.PROJECTOR_QUEUE_PREFIX || 'botdir';
  if (!/^[A-Za-z0-9_.-]{1,64}$/.test(raw)) {
    problems.push(
      `PROJECTOR_QUEUE_PREFIX must be 1-64 letters, digits, '.', '_' or '-' (got "${raw}")`,
    );
  }
  return raw;
}

function readWhole(env: Env, name: string, fallback: number, max: number, problems: string[]) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) > max) {
    problems.push(`${name} must be a whole number from 0 to ${max} (got "${raw}")`);
    return fallback;
  }
  return Number(raw);
}

/**
 * Reads the same variables as the api (DATA_DIR, EVENT_STORE_URL, MONGO_URL, REDIS_URL,
 * METRICS_TOKEN) and reports every problem at once. The projector process needs Redis, and in
 * production a METRICS_TOKEN for its metrics port; the operator CLI needs neither.
 */
export function loadProjectorConfig(
  env: Env = process.env,
  options: { requireRedis: boolean; servesMetrics?: boolean } = {
    requireRedis: true,
    servesMetrics: true,
  },
): ProjectorConfig {
  const problems: string[] = [];
  // Only the projector process serves /metrics; the operator CLI needs no token.
  const metricsInProduction = env.NODE_ENV === 'production' && options.servesMetrics === true;
  const redisUrl = readUrl(env, 'REDIS_URL', ['redis', 'rediss'], problems);
  if (options.requireRedis && !redisUrl) {
    problems.push(
      'REDIS_URL is required by the projector process (e.g. redis://localhost:6379); without Redis the api projects inline',
    );
  }
  const config: ProjectorConfig = {
    dataDir: path.resolve(env.DATA_DIR || './data'),
    eventStoreUrl: readConnectionString(env, 'EVENT_STORE_URL', eventStoreUrlProblem, problems),
    mongoUrl: readConnectionString(env, 'MONGO_URL', mongoUrlProblem, problems),
    redisUrl,
    queuePrefix: readQueuePrefix(env, problems),
    batchSize: readBatchSize(env, 'PROJECTOR_BATCH_SIZE', 1000, 10_000, problems),
    replayBatchSize: readBatchSize(
      env,
      'PROJECTOR_REPLAY_BATCH_SIZE',
      REPLAY_BATCH_SIZE,
      100_000,
      problems,
    ),
    role: readRole(env, problems),
    metricsPort: readWhole(env, 'PROJECTOR_METRICS_PORT', 9464, 65535, problems),
    metricsToken: readMetricsToken(env, metricsInProduction, problems),
    readyMaxLagSeconds: readWhole(env, 'READY_MAX_LAG_SECONDS', 30, 86_400, problems),
  };
  if (problems.length > 0) throw new ProjectorConfigError(problems);
  return config;
}
