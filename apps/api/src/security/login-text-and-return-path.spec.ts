import {
  startFakeDiscord,
  type FakeDiscord,
} from '../../../../tools/fake-discord/fake-discord-server';
import { DEVELOPER, TestApp } from '@api/testing/test-app';
import { discordEnv } from './testing/fake-discord-login';

const SPOOF = 'Your account was suspended. Restore it at https://evil.example/restore';
const HTML = { Accept: 'text/html,application/xhtml+xml' };

describe('the Discord login error page shows fixed text per code (issue 10, item 7)', () => {
  let fake: FakeDiscord;
  let api: TestApp;

  beforeAll(async () => {
    fake = await startFakeDiscord({ users: [] });
    api = await TestApp.start(discordEnv(fake));
  });
  afterAll(async () => {
    await api.stop();
    await fake.close();
  });

  it.each([
    ['access_denied', 'AUTH.DISCORD_LOGIN_CANCELLED'],
    ['server_error', 'AUTH.DISCORD_LOGIN_CANCELLED'],
  ])('never repeats error_description (error=%s)', async (error, code) => {
    const query = new URLSearchParams({ error, error_description: SPOOF, state: 'x' });
    const path = `/auth/discord/callback?${query.toString()}`;
    const page = await api.request<string>('GET', path, { headers: HTML });
    expect(page.status).toBe(401);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain(code);
    expect(page.body).toContain('Login did not complete');
    expect(page.body).not.toMatch(/suspended|evil\.example|restore/i);
    const json = await api.request<{ code: string; message: string }>('GET', path);
    expect(json.body).toMatchObject({ statusCode: 401, code });
    expect(json.body.message).not.toMatch(/suspended|evil\.example/i);
  });
});

describe('every login path returns only to this site (issue 10, items 7 and 8)', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await TestApp.start();
  });
  afterAll(() => api.stop());

  const dataReturnTo = (page: string) =>
    decodeURIComponent(/data-return-to="([^"]*)"/.exec(page)?.[1] ?? 'missing');

  it.each(['/%09/evil.example', '/%0A/evil.example', '/%5Cevil.example', '//evil.example'])(
    'the development login page refuses returnTo=%s',
    async (returnTo) => {
      const page = await api.request<string>('GET', `/auth/discord?returnTo=${returnTo}`);
      expect(page.status).toBe(200);
      expect(dataReturnTo(page.body)).toBe('/');
    },
  );

  it('the development login page keeps a local returnTo', async () => {
    const page = await api.request<string>('GET', '/auth/discord?returnTo=%2Fsubmit');
    expect(dataReturnTo(page.body)).toBe('/submit');
  });

  it.each([
    ['/\t/evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['/dashboard', '/dashboard'],
  ])('the development login POST answers the safe path for %j', async (returnTo, expected) => {
    const answer = await api.request<{ returnTo: string }>('POST', '/auth/dev-login', {
      body: { id: DEVELOPER.id, username: DEVELOPER.username, roles: [], returnTo },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.returnTo).toBe(expected);
  });

  it('the page script goes where the server says, with no check of its own', async () => {
    const script = await api.request<string>('GET', '/auth/dev-login.js');
    expect(script.body).toContain('(await response.json()).returnTo');
    expect(script.body).not.toContain("startsWith('/')");
  });
});
