import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ApiProcess, freePort } from '../../apps/api/src/testing/api-process';

export interface RunningServer {
  api: ApiProcess;
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** The real api (compiled, serving the built SPA) on a free port with a fresh data folder. */
export async function startServer(
  env: Record<string, string> = {},
  port?: number,
  healthyWithinMs = 30_000,
): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'botdir-e2e-'));
  const api = new ApiProcess(port ?? (await freePort()), {
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    ...env,
  });
  try {
    await api.start(healthyWithinMs);
  } catch (error) {
    // An api that never became healthy would keep Jest from exiting.
    await api.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    api,
    baseUrl: api.baseUrl,
    dataDir,
    async stop() {
      await api.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
