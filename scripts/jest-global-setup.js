/* Starts a real Redis (Debian's redis-server) on a free port for the tests, unless TEST_REDIS_URL is set. */
const { spawn, spawnSync } = require('node:child_process');
const net = require('node:net');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForRedis(port) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const ok = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server did not start on port ${port}`);
}

module.exports = async function globalSetup() {
  if (process.env.TEST_REDIS_URL) return;
  if (spawnSync('redis-server', ['--version']).status !== 0) {
    throw new Error(
      'redis-server not found: `npm test` installs it on Debian as root (apt-get install -y redis-server)',
    );
  }
  const port = await freePort();
  const redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
      detached: false,
    },
  );
  await waitForRedis(port);
  process.env.TEST_REDIS_URL = `redis://127.0.0.1:${port}`;
  process.env.TEST_REDIS_PORT = String(port);
  globalThis.__TEST_REDIS__ = redis;
};
