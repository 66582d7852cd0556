import { spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ApiProcess, freePort } from '../apps/api/src/testing/api-process';
import { DirectoryClient } from '../apps/api/src/testing/directory-client';
import { httpAt } from '../apps/api/src/testing/http-target';
import { DEVELOPER, REVIEWER } from '../apps/api/src/testing/test-app';

const ROOT = path.resolve(__dirname, '..');

/**
 * The production shape on one machine: an api that only writes and a separate BullMQ projector,
 * sharing the SQLite files and a real Redis. A developer's submit must show up for staff at once,
 * and an approval must make the bot public (the api's process manager, the projector's read models).
 */
describe('api + projector processes over Redis', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'botdir-topology-'));
  const redisUrl = process.env.TEST_REDIS_URL as string;
  const env = {
    DATA_DIR: dataDir,
    REDIS_URL: redisUrl,
    PROJECTOR_QUEUE_PREFIX: `topology-${process.pid}-${Date.now()}`,
    PROJECTOR_METRICS_PORT: '0',
  };
  let api: ApiProcess;
  let projector: ChildProcess;

  beforeAll(async () => {
    if (!redisUrl) throw new Error('TEST_REDIS_URL is not set: install redis-server');
    api = new ApiProcess(await freePort(), env);
    await api.start();
    projector = spawn(process.execPath, [path.join(ROOT, 'apps/projector/dist/main.js')], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: 'ignore',
    });
  }, 60_000);

  afterAll(async () => {
    projector?.kill('SIGTERM');
    await api?.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows a submit to staff within a second and publishes it on approval', async () => {
    const client = await DirectoryClient.start(httpAt(api.baseUrl));
    const submit = (name: string) => client.submit(DEVELOPER, { name });
    const pendingIds = async () => {
      const pending = await client.send<Array<{ id: string }>>(
        'GET',
        '/api/admin/submissions?status=pending',
        REVIEWER,
      );
      return pending.body.map((submission) => submission.id);
    };
    // The first command waits for the projector process to start and catch up.
    expect((await submit('Warm-up Bot')).status).toBe(201);
    // Three submits, each on the staff list as soon as its command has answered; the median of
    // the three (not the slowest, which a loaded test machine can stretch) takes under a second.
    const submitted: Array<{ submissionId: string; botId: number }> = [];
    const elapsed: number[] = [];
    for (const name of ['Topology Bot', 'Topology Bot Two', 'Topology Bot Three']) {
      const started = Date.now();
      const answer = await submit(name);
      expect(answer.status).toBe(201);
      const created = answer.body;
      expect(await pendingIds()).toContain(created.submissionId);
      elapsed.push(Date.now() - started);
      submitted.push(created);
    }
    expect(elapsed.sort((a, b) => a - b)[1]).toBeLessThan(1000);
    const { submissionId, botId } = submitted[0] as { submissionId: string; botId: number };

    const reviewed = await client.approve(submissionId, REVIEWER, 'ok');
    expect(reviewed.status).toBe(200);
    const bot = await client.send<{ name: string }>('GET', `/api/bots/${botId}`, null);
    expect(bot.status).toBe(200);
    expect(bot.body.name).toBe('Topology Bot');
  }, 30_000);
});
