import { spawnSync } from 'node:child_process';
import path from 'node:path';

const script = path.join(__dirname, 'ensure-test-system.mjs');
const run = (env: Record<string, string>, asNobody: boolean) =>
  spawnSync(
    asNobody ? 'setpriv' : process.execPath,
    asNobody
      ? ['--reuid=65534', '--regid=65534', '--clear-groups', process.execPath, script]
      : [script],
    { env: { ...process.env, ...env }, encoding: 'utf8' },
  );

describe('the test command sets up its own system packages', () => {
  it('passes at once when redis-server and chromium are present', () => {
    const result = run({}, false);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('');
  });

  it('stops with the exact install command when it cannot install them itself', () => {
    const result = run({ CHROMIUM_PATH: '/nonexistent/chromium' }, true);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('sudo apt-get install -y chromium');
  });
});
