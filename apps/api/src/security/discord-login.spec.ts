import {
  startFakeDiscord,
  type FakeDiscord,
} from '../../../../tools/fake-discord/fake-discord-server';
import { TestApp } from '@api/testing/test-app';
import { REVIEWER_ROLE, discordEnv, loginThroughDiscord } from './testing/fake-discord-login';

const DEV = { id: '500000000000000001', username: 'discord_dev', roles: [] };
const REVIEWER = { id: '500000000000000002', username: 'discord_reviewer', roles: [REVIEWER_ROLE] };
const OUTSIDER = { id: '500000000000000003', username: 'outsider', roles: [], inGuild: false };

interface AuthUserBody {
  authenticated: boolean;
  user?: { id: string; username: string; roles: string[]; isStaff: boolean };
}

describe('Discord login through the real redirect flow (fake Discord)', () => {
  let fake: FakeDiscord;
  let api: TestApp;

  beforeAll(async () => {
    fake = await startFakeDiscord({ users: [DEV, REVIEWER, OUTSIDER] });
    api = await TestApp.start(discordEnv(fake));
  });
  afterAll(async () => {
    await api.stop();
    await fake.close();
  });
  beforeEach(() => {
    fake.setRoles(REVIEWER.id, [REVIEWER_ROLE]);
    fake.setInGuild(REVIEWER.id, true);
  });

  const me = (cookie: string) => api.request<AuthUserBody>('GET', '/api/auth/user', { cookie });

  it('sends the browser to the configured authorize URL with the scopes and a state cookie', async () => {
    const answer = await fetch(`${api.baseUrl}/auth/discord`, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(fake.authorizeUrl);
    expect(location.searchParams.get('client_id')).toBe(fake.clientId);
    expect(location.searchParams.get('scope')).toBe('identify guilds.members.read');
    expect(location.searchParams.get('response_type')).toBe('code');
    expect(location.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    const stateCookie = answer.headers.getSetCookie().find((c) => c.startsWith('botdir.oauth='));
    expect(stateCookie).toMatch(/HttpOnly/i);
    expect(stateCookie).toMatch(/SameSite=Lax/i);
  });

  it('logs in, lands on the page it started from, and reads the guild roles', async () => {
    const { cookie, landedOn } = await loginThroughDiscord(api, fake, REVIEWER.id, {
      returnTo: '/submit',
    });
    expect(landedOn).toBe('/submit');
    const answer = await me(cookie);
    expect(answer.body.user).toMatchObject({
      id: REVIEWER.id,
      username: REVIEWER.username,
      roles: [REVIEWER_ROLE],
      isStaff: true,
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/token/i);
    expect((await api.request('GET', '/api/admin/submissions', { cookie })).status).toBe(200);
  });

  it('never returns to another site after login', async () => {
    const { landedOn } = await loginThroughDiscord(api, fake, DEV.id, {
      returnTo: 'https://evil.example/',
    });
    expect(landedOn).toBe('/');
  });

  it('gives a member who is not in the guild no roles', async () => {
    const { cookie } = await loginThroughDiscord(api, fake, OUTSIDER.id);
    expect((await me(cookie)).body.user).toMatchObject({
      id: OUTSIDER.id,
      roles: [],
      isStaff: false,
    });
  });

  it('refuses a callback whose state was not issued to this browser', async () => {
    const start = await fetch(`${api.baseUrl}/auth/discord`, { redirect: 'manual' });
    fake.setAutoConsent(DEV.id);
    const consent = await fetch(start.headers.get('location') ?? '', { redirect: 'manual' });
    const callback = new URL(consent.headers.get('location') ?? '');
    const answer = await api.request('GET', `/auth/discord/callback${callback.search}`);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ statusCode: 401, code: 'AUTH.DISCORD_LOGIN_FAILED' });
    expect(answer.headers.getSetCookie().filter((c) => /^botdir\.sid=[^;]/.test(c))).toEqual([]);
    const inBrowser = await api.request('GET', `/auth/discord/callback${callback.search}`, {
      headers: { Accept: 'text/html,application/xhtml+xml' },
    });
    expect(inBrowser.status).toBe(401);
    expect(inBrowser.headers.get('content-type')).toContain('text/html');
    expect(String(inBrowser.body)).toContain('Login did not complete');
    expect(String(inBrowser.body)).toContain('href="/auth/discord"');
  });

  it('turns the development login off once Discord is configured', async () => {
    const answer = await api.request('POST', '/auth/dev-login', {
      body: { id: DEV.id, username: 'x', roles: [REVIEWER_ROLE] },
    });
    expect(answer.status).toBe(404);
  });

  it('rotates the session id at login and ends the old session', async () => {
    const first = await loginThroughDiscord(api, fake, DEV.id);
    const { cookie: second } = await loginThroughDiscord(api, fake, REVIEWER.id, {
      cookie: first.cookie,
    });
    expect(second).not.toBe(first.cookie);
    expect((await me(first.cookie)).body.authenticated).toBe(false);
    expect((await me(second)).body.user?.id).toBe(REVIEWER.id);
  });

  it('logs out: the cookie stops working', async () => {
    const { cookie } = await loginThroughDiscord(api, fake, DEV.id);
    const answer = await api.request('POST', '/auth/logout', { cookie });
    expect(answer.status).toBe(204);
    expect((await me(cookie)).body.authenticated).toBe(false);
  });

  it('asks Discord for roles once per refresh interval, not on every request', async () => {
    const { cookie } = await loginThroughDiscord(api, fake, REVIEWER.id);
    const memberCalls = () => fake.calls.filter((call) => call.endsWith('/member')).length;
    const before = memberCalls();
    fake.setRoles(REVIEWER.id, []);
    for (let i = 0; i < 3; i += 1) await me(cookie);
    expect(memberCalls()).toBe(before);
    expect((await me(cookie)).body.user?.isStaff).toBe(true);
  });
});

describe('Discord roles are read again after the refresh interval', () => {
  let fake: FakeDiscord;
  let api: TestApp;

  beforeAll(async () => {
    fake = await startFakeDiscord({ users: [DEV, REVIEWER] });
    api = await TestApp.start({ ...discordEnv(fake), DISCORD_ROLES_REFRESH_SECONDS: '0' });
  });
  afterAll(async () => {
    await api.stop();
    await fake.close();
  });

  it('takes staff access away from a reviewer whose role was removed on Discord', async () => {
    const { cookie } = await loginThroughDiscord(api, fake, REVIEWER.id);
    expect((await api.request('GET', '/api/admin/submissions', { cookie })).status).toBe(200);
    fake.setRoles(REVIEWER.id, []);
    const answer = await api.request('GET', '/api/admin/submissions', { cookie });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 'AUTH.STAFF_ONLY' });
  });

  it('drops every role when the member left the guild', async () => {
    fake.setRoles(REVIEWER.id, [REVIEWER_ROLE]);
    fake.setInGuild(REVIEWER.id, true);
    const { cookie } = await loginThroughDiscord(api, fake, REVIEWER.id);
    fake.setInGuild(REVIEWER.id, false);
    const answer = await api.request<AuthUserBody>('GET', '/api/auth/user', { cookie });
    expect(answer.body.user).toMatchObject({ roles: [], isStaff: false });
  });

  it('renews an expired access token with the refresh token and stays logged in', async () => {
    fake.setInGuild(REVIEWER.id, true);
    fake.setRoles(REVIEWER.id, [REVIEWER_ROLE]);
    const { cookie } = await loginThroughDiscord(api, fake, REVIEWER.id);
    const tokenCalls = fake.calls.filter((call) => call.endsWith('/oauth2/token')).length;
    fake.expireAccessTokens(REVIEWER.id);
    const answer = await api.request<AuthUserBody>('GET', '/api/auth/user', { cookie });
    expect(answer.body.user).toMatchObject({ id: REVIEWER.id, isStaff: true });
    expect(fake.calls.filter((call) => call.endsWith('/oauth2/token')).length).toBe(tokenCalls + 1);
  });

  it('ends the session when the user revoked the app on Discord', async () => {
    const { cookie } = await loginThroughDiscord(api, fake, DEV.id);
    fake.revoke(DEV.id);
    const answer = await api.request<AuthUserBody>('GET', '/api/auth/user', { cookie });
    expect(answer.body.authenticated).toBe(false);
    expect((await api.request('GET', '/api/user/bots', { cookie })).status).toBe(401);
  });
});
