import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { READ_STORE, type ReadStore } from '@botdir/read-store';
import { ApiProcess, freePort } from '@api/testing/api-process';
import { DirectoryClient } from '@api/testing/directory-client';
import { DEVELOPER, TestApp } from '@api/testing/test-app';
import { call, loginTo, submitBot } from '@api/testing/process-client';

describe('the event store unreachable (EVENT_STORE_URL at a closed port)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'botdir-esdb-down-'));
  let api: ApiProcess;

  beforeAll(async () => {
    const closedPort = await freePort();
    api = new ApiProcess(await freePort(), {
      DATA_DIR: dataDir,
      EVENT_STORE_URL: `esdb://127.0.0.1:${closedPort}?tls=false`,
    });
    await api.start(60_000);
  }, 90_000);

  afterAll(async () => {
    await api?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers commands 503 DEPENDENCY.UNAVAILABLE with Retry-After, and reads from the read models', async () => {
    const cookie = await loginTo(api.baseUrl);
    const answer = await submitBot(api.baseUrl, cookie, 'Nowhere To Go');
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ statusCode: 503, code: 'DEPENDENCY.UNAVAILABLE' });
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(api.baseUrl, 'GET', '/api/bots?approved=true')).status).toBe(200);
    expect((await call(api.baseUrl, 'GET', '/api/categories')).status).toBe(200);
    const ready = await call(api.baseUrl, 'GET', '/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({
      checks: { eventStore: { ok: false }, readStore: { ok: true } },
    });
  }, 60_000);
});

describe('the read store unavailable (its connection gone)', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await TestApp.start({ READ_YOUR_WRITES_TIMEOUT_MS: '300' });
  });

  afterAll(() => api.stop());

  it('answers reads 503 DEPENDENCY.UNAVAILABLE while commands still append', async () => {
    const client = DirectoryClient.over(api);
    await client.login(DEVELOPER);
    await api.app.get<ReadStore>(READ_STORE).close();

    const reads = await api.request('GET', '/api/bots?approved=true&sort=newest');
    expect(reads.status).toBe(503);
    expect(reads.body).toMatchObject({ code: 'DEPENDENCY.UNAVAILABLE' });
    expect(reads.headers.get('retry-after')).toBeTruthy();

    const submitted = await client.submit(DEVELOPER, { name: 'Still Appended' });
    expect(submitted.status).toBe(201);
    const history = await api.request<unknown[]>(
      'GET',
      `/api/admin/submissions/${submitted.body.submissionId}/history`,
      {
        cookie: await api.login({
          ...DEVELOPER,
          id: '444444444444444444',
          roles: ['100000000000000001'],
        }),
      },
    );
    expect(history.status).toBe(200);
    expect(history.body).toHaveLength(1);
  });
});
