import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { ensureApiBuilt } from '@api/testing/api-process';
import { TEST_ENV } from '@api/testing/test-env';

const MAIN = path.resolve(__dirname, '../dist/main.js');

function holdPort(): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

describe('the api started on a port another process holds', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'botdir-port-'));
  let holder: net.Server;

  beforeAll(async () => {
    ensureApiBuilt();
    holder = await holdPort();
  }, 120_000);
  afterAll(() => {
    holder.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints one line naming the port and PORT, and exits with a failure code', async () => {
    const { port } = holder.address() as net.AddressInfo;
    const child = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        ...TEST_ENV,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));

    expect(stderr).toBe(
      `Port ${port} is already in use: stop the other process or set PORT to a free port.\n`,
    );
    expect(stdout).not.toMatch(/EADDRINUSE|\n\s+at /);
    expect(code).toBe(1);
  }, 60_000);
});
