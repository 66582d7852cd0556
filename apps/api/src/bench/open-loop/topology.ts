import { spawn, type ChildProcess } from 'node:child_process';
import * as net from 'node:net';
import * as path from 'node:path';
import { SERVER_NODE_FLAGS } from '@botdir/observability';
import { ApiProcess, freePort } from '@api/testing/api-process';

const PROJECTOR_MAIN = path.resolve(__dirname, '../../../../projector/dist/main.js');

export type TopologyKind = 'inprocess' | 'redis';

/** The processes under load: the api alone, or api + projector + redis-server. */
export interface Topology {
  kind: TopologyKind;
  api: ApiProcess;
  projector: ChildProcess | null;
  redis: ChildProcess | null;
  redisUrl: string | null;
  queuePrefix: string;
  /** Files the processes' probes write (bench:soak's preload), when `probe` was asked for. */
  probeFiles: { api: string | null; projector: string | null };
  stop(): Promise<void>;
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not start in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function exited(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * The production setting of what a visitor without a session may be replayed (docs/configuration.md):
 * the loads read as visitors, and production runs with it. PUBLIC_CACHE_STALE_MS=0 measures without.
 */
export const PRODUCTION_STALE_MS = process.env.PUBLIC_CACHE_STALE_MS ?? '1000';

/** Starts the topology on `dataDir` (the api's env gets `env` too). */
export async function startTopology(
  kind: TopologyKind,
  dataDir: string,
  env: Record<string, string>,
  probe?: { preload: string; everyMs: number },
): Promise<Topology> {
  const probeEnv = (name: string): Record<string, string> =>
    probe
      ? {
          // SOAK_NODE_OPTIONS: runtime flags to try on both processes (--max-semi-space-size=64).
          NODE_OPTIONS: [process.env.SOAK_NODE_OPTIONS, `--require ${probe.preload}`]
            .filter(Boolean)
            .join(' '),
          SOAK_PROBE_FILE: path.join(dataDir, `${name}-probe.json`),
          SOAK_PROBE_MS: String(probe.everyMs),
        }
      : {};
  const queuePrefix = `load-${process.pid}`;
  let redis: ChildProcess | null = null;
  let projector: ChildProcess | null = null;
  let redisUrl: string | null = null;
  if (kind === 'redis') {
    const port = await freePort();
    const args = [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ];
    redis = spawn('redis-server', args, { stdio: 'ignore' });
    await until(() => accepts(port), 'redis-server');
    redisUrl = `redis://127.0.0.1:${port}`;
  }
  const shared: Record<string, string> = redisUrl
    ? { REDIS_URL: redisUrl, PROJECTOR_QUEUE_PREFIX: queuePrefix }
    : {};
  const api = new ApiProcess(await freePort(), {
    PUBLIC_CACHE_STALE_MS: PRODUCTION_STALE_MS,
    ...env,
    ...shared,
    ...probeEnv('api'),
    DATA_DIR: dataDir,
  });
  await api.start(60_000);
  if (redisUrl) {
    const metricsPort = await freePort();
    projector = spawn(process.execPath, [...SERVER_NODE_FLAGS, PROJECTOR_MAIN], {
      env: {
        ...process.env,
        ...shared,
        ...probeEnv('projector'),
        DATA_DIR: dataDir,
        PROJECTOR_METRICS_PORT: String(metricsPort),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const ready = `http://127.0.0.1:${metricsPort}/health/ready`;
    await until(async () => (await fetch(ready).catch(() => null))?.ok === true, 'the projector');
  }
  return {
    kind,
    api,
    projector,
    redis,
    redisUrl,
    queuePrefix,
    probeFiles: {
      api: probe ? (probeEnv('api').SOAK_PROBE_FILE ?? null) : null,
      projector: probe && projector ? (probeEnv('projector').SOAK_PROBE_FILE ?? null) : null,
    },
    async stop() {
      await api.stop('SIGTERM');
      projector?.kill('SIGTERM');
      await exited(projector);
      redis?.kill('SIGKILL');
      await exited(redis);
    },
  };
}
