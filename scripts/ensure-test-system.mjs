// The tests run a real Redis and a real Chromium. On a fresh Debian machine this installs them
// (as root, with apt-get); anywhere else it stops at once with the exact command to run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

const missing = [];
if (!onPath('redis-server')) missing.push('redis-server');
if (!existsSync(chromiumPath)) missing.push('chromium');
if (missing.length === 0) process.exit(0);

const command = `apt-get install -y ${missing.join(' ')}`;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot || !onPath('apt-get')) {
  console.error(`The tests need ${missing.join(' and ')}, which this machine lacks.`);
  console.error(`Install them first: sudo apt-get update && sudo ${command}`);
  process.exit(1);
}

const run = (args) => {
  console.log(`ensure-test-system: ${args.join(' ')}`);
  const result = spawnSync(args[0], args.slice(1), {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    console.error(`ensure-test-system: '${args.join(' ')}' failed (exit ${result.status}).`);
    process.exit(1);
  }
};
console.log(
  `ensure-test-system: the tests need ${missing.join(' and ')}; installing with apt-get.`,
);
run(['apt-get', 'update', '-qq']);
run(['apt-get', 'install', '-y', '-qq', ...missing]);
