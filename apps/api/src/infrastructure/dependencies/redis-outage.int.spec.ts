import { spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { SqliteEventStore } from '@botdir/event-store';
import { SqliteReadStore } from '@botdir/read-store';
import { OwnRedis } from '../../../../projector/src/bench/own-redis';
import { ApiProcess, freePort } from '@api/testing/api-process';
import { call, eventually, loginTo, submitBot, type Seen } from '@api/testing/process-client';

const ROOT = path.resolve(__dirname, '../../../../..');
const RYW_TIMEOUT_MS = 3_000;

describe('Redis stopped under a running api and projector (Redis topology)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'botdir-redis-outage-'));
  let redis: OwnRedis;
  let api: ApiProcess;
  let projector: ChildProcess;

  beforeAll(async () => {
    redis = await OwnRedis.start();
    const env = {
      DATA_DIR: dataDir,
      REDIS_URL: redis.url,
      PROJECTOR_METRICS_PORT: '0',
      READ_YOUR_WRITES_TIMEOUT_MS: String(RYW_TIMEOUT_MS),
    };
    api = new ApiProcess(await freePort(), env);
    await api.start(60_000);
    projector = spawn(process.execPath, [path.join(ROOT, 'apps/projector/dist/main.js')], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: 'ignore',
    });
  }, 90_000);

  afterAll(async () => {
    projector?.kill('SIGKILL');
    await api?.kill();
    await redis?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const ready = () => call(api.baseUrl, 'GET', '/api/health/ready');

  it('keeps reads up, refuses or stores commands (never 500, never lost), and recovers by itself', async () => {
    const cookie = await loginTo(api.baseUrl);
    expect((await submitBot(api.baseUrl, cookie, 'Before Outage')).status).toBe(201);
    await eventually(async () => (await ready()).status === 200);

    await redis.kill();
    const reads = await call(api.baseUrl, 'GET', '/api/bots?approved=true');
    expect(reads.status).toBe(200);
    const during: Seen[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await submitBot(api.baseUrl, cookie, `During ${attempt}`);
      during.push(answer);
      expect([201, 503]).toContain(answer.status);
      if (answer.status === 503) {
        expect(answer.body.code).toBe('DEPENDENCY.UNAVAILABLE');
        expect(answer.headers.get('retry-after')).toBeTruthy();
      }
      expect(answer.ms).toBeLessThan(RYW_TIMEOUT_MS + 2_000);
    }
    const notReady = await ready();
    expect(notReady.status).toBe(503);
    expect(notReady.body).toMatchObject({ ready: false, checks: { redis: { ok: false } } });
    expect(String(notReady.body.message)).toContain('redis');

    await redis.restart(); // empty, as after a restart without persistence
    await eventually(async () => (await ready()).status === 200, 60_000);
    const again = await loginTo(api.baseUrl);
    const after = await submitBot(api.baseUrl, again, 'After Outage');
    expect(after.status).toBe(201);

    const events = new SqliteEventStore(path.join(dataDir, 'events.sqlite'));
    const reads2 = new SqliteReadStore({ path: path.join(dataDir, 'read-models.sqlite') });
    const fresh = new SqliteReadStore({ path: ':memory:' });
    try {
      for (const answer of [...during, after].filter((seen) => seen.status === 201))
        expect(await events.readStream(`submission-${answer.body.submissionId}`)).toHaveLength(1);
      const head = await events.headPosition();
      await eventually(
        async () => Math.min(...Object.values(await reads2.checkpoints())) >= head,
        60_000,
      );
      await fresh.applyEvents(await events.readAll({ after: 0 }));
      expect(await reads2.digest()).toBe(await fresh.digest());
    } finally {
      await Promise.all([events.close(), reads2.close(), fresh.close()]);
    }
  }, 180_000);
});
