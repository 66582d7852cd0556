import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ApiProcess, freePort } from '../apps/api/src/testing/api-process';

const run = promisify(execFile);
const ROOT = join(__dirname, '..');

// The CI stack job runs this script through the proxy; here it runs against one real api.
describe('deploy/smoke.mjs', () => {
  const data = mkdtempSync(join(tmpdir(), 'smoke-'));
  let api: ApiProcess;

  beforeAll(async () => {
    api = new ApiProcess(await freePort(), { DATA_DIR: data });
    await api.start();
  });
  afterAll(async () => {
    await api.kill('SIGTERM');
    rmSync(data, { recursive: true, force: true });
  });

  it('submits, approves and finds the bot, then sees every projection with zero lag', async () => {
    const status = [process.execPath, join(ROOT, 'apps/projector/dist/cli.js'), 'status'];
    const { stdout } = await run(
      process.execPath,
      [join(ROOT, 'deploy/smoke.mjs'), api.baseUrl, ...status],
      { env: { ...process.env, DATA_DIR: data }, timeout: 60_000 },
    );
    expect(stdout).toMatch(/submitted: \d+\napproved\nlisted: Smoke /);
    expect(stdout).toMatch(/^bots\s+\d+\s+0\s/m);
    expect(stdout.trim().split('\n').at(-1)).toBe('smoke: passed');
  });

  it('fails when the stack does not answer', async () => {
    const failing = run(process.execPath, [join(ROOT, 'deploy/smoke.mjs'), 'http://127.0.0.1:9'], {
      env: { ...process.env, SMOKE_TIMEOUT_MS: '1000' },
    });
    await expect(failing).rejects.toMatchObject({ stderr: expect.stringMatching(/healthy api/) });
  });
});
