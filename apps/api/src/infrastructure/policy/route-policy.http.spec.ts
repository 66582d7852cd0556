import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Application } from 'express';
import { DirectoryClient, SUBMIT_PATH } from '@api/testing/directory-client';
import {
  DEVELOPER,
  OTHER_DEVELOPER,
  TestApp,
  validBotData,
  type TestUser,
} from '@api/testing/test-app';
import { RouteTable } from './route-table';

interface ExpressLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

const statuses = async (answers: Array<Promise<{ status: number }>>) =>
  (await Promise.all(answers)).map((answer) => answer.status);

describe('route policy: declared on every handler, found from the route Express runs', () => {
  let api: TestApp;
  const emptyWebDir = fs.mkdtempSync(path.join(os.tmpdir(), 'botdir-no-web-'));

  beforeAll(async () => {
    // An api-only deployment (no web build): nothing answers an odd spelling before Nest does.
    api = await TestApp.start({
      WEB_DIST_DIR: emptyWebDir,
      RATE_LIMIT_SUBMISSIONS_PER_HOUR: '3',
      RATE_LIMIT_GETS_PER_MINUTE: '4',
    });
  });
  afterAll(async () => {
    await api.stop();
    fs.rmSync(emptyWebDir, { recursive: true, force: true });
  });

  it('declares a rate-limit policy on every route of the app', () => {
    const undeclared = api.app
      .get(RouteTable)
      .list()
      .filter((route) => route.policy.rateLimit === null)
      .map((route) => route.id);
    expect(undeclared).toEqual([]);
  });

  it('knows exactly the routes Nest registered with Express', () => {
    const express = api.app
      .getHttpAdapter()
      .getInstance<Application & { router: { stack: ExpressLayer[] } }>();
    // Nest mounts module middleware (nestjs-pino's logger binding) as a catch-all route of every
    // method: it never answers a request itself, so it has no policy of its own.
    const registered = express.router.stack.flatMap(({ route }) =>
      route && route.path !== '/{*path}'
        ? Object.keys(route.methods).map((method) => `${method.toUpperCase()} ${route.path}`)
        : [],
    );
    const known = api.app
      .get(RouteTable)
      .list()
      .map((route) => route.id);
    expect(new Set(known)).toEqual(new Set(registered));
    expect(known.length).toBeGreaterThan(20);
  });

  it('counts submissions by letter case, trailing slash and alias alike (finding 1)', async () => {
    const client = DirectoryClient.over(api);
    const dev = DEVELOPER;
    const other = OTHER_DEVELOPER;
    await client.login(dev);
    await client.login(other);
    // Raw: the spelling of the route is the point.
    const submit = (url: string, as: TestUser, body: unknown) =>
      client.sendRaw('POST', url, as, { body });
    const own = (name: string) => ({ botData: validBotData(DEVELOPER, { name }) });
    expect(
      await statuses([
        submit('/api/Bots/submit', dev, own('Case One')),
        submit('/API/BOTS/SUBMIT/', dev, own('Case Two')),
        submit(SUBMIT_PATH, dev, own('Case Three')),
      ]),
    ).toEqual([201, 201, 201]);
    // Another account from the same address: the address's budget is spent, whatever the spelling.
    const otherForm = {
      botData: JSON.stringify(validBotData(OTHER_DEVELOPER)),
      submitterName: 'x',
    };
    for (const url of [
      '/api/Bots/submit',
      '/API/BOTS/SUBMIT',
      '/api/Bot-Submissions',
      '/api/bot-submissions/',
    ]) {
      const answer = await submit(
        url,
        other,
        url.includes('ubmissions') ? otherForm : { botData: validBotData(OTHER_DEVELOPER) },
      );
      expect([url, answer.status]).toEqual([url, 429]);
      expect(answer.body).toMatchObject({ statusCode: 429, code: 'RATE_LIMIT.EXCEEDED' });
    }
  });

  it('counts API reads in any letter case without a web build (finding 1)', async () => {
    const answers = await statuses(
      ['/API/bots', '/api/BOTS/', '/Api/Stats', '/api/categories', '/API/STATS'].map((url) =>
        api.request('GET', url),
      ),
    );
    expect(answers.filter((status) => status === 429)).toHaveLength(1);
    expect((await api.request('GET', '/API/AUTH/USER')).status).toBe(200);
    expect((await api.request('GET', '/api/Health')).status).toBe(200);
  });
});

describe('route policy: CORS follows the matched route', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await TestApp.start();
  });
  afterAll(() => api.stop());

  it('opens public reads in any spelling and keeps writes same-origin in any spelling', async () => {
    const preflight = (url: string, method: string) =>
      api.request('OPTIONS', url, {
        headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': method },
      });
    expect(
      (await preflight('/API/Bots/Featured', 'GET')).headers.get('access-control-allow-origin'),
    ).toBe('*');
    expect(
      (await api.request('GET', '/api/Stats/')).headers.get('access-control-allow-origin'),
    ).toBe('*');
    for (const [url, method] of [
      ['/API/BOTS/SUBMIT', 'POST'],
      ['/api/Bots/1', 'DELETE'],
      ['/api/User/Bots', 'GET'],
      ['/api/ADMIN/submissions', 'GET'],
    ]) {
      expect(
        (await preflight(url as string, method as string)).headers.get(
          'access-control-allow-origin',
        ),
      ).toBeNull();
    }
    expect(
      (await api.request('GET', '/API/AUTH/USER')).headers.get('access-control-allow-origin'),
    ).toBeNull();
  });
});
