import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import { DirectoryClient, SUBMIT_PATH } from '@api/testing/directory-client';
import { DEVELOPER, TestApp, validBotData } from '@api/testing/test-app';

const EVIL = 'https://evil.example';

describe('cross-site request forgery, security headers and CORS', () => {
  let api: TestApp;
  let client: DirectoryClient;
  let cookie: string;
  let store: EventStore;

  beforeAll(async () => {
    api = await TestApp.start({ PUBLIC_URL: 'https://bots.example.com/' });
    client = DirectoryClient.over(api);
    cookie = await client.login(DEVELOPER);
    store = api.app.get(EVENT_STORE);
  });
  afterAll(() => api.stop());

  // Raw: the Origin and Referer headers are the point.
  const submit = (headers: Record<string, string>) =>
    client.sendRaw('POST', SUBMIT_PATH, DEVELOPER, {
      headers,
      body: { botData: validBotData(DEVELOPER) },
    });

  it.each([
    ['an Origin of another site', { Origin: EVIL }],
    ['a Referer of another site', { Referer: `${EVIL}/attack.html` }],
    ['an opaque Origin (sandboxed page)', { Origin: 'null' }],
    ['a look-alike Origin', { Origin: 'https://bots.example.com.evil.example' }],
  ])(
    'refuses a write with the session cookie and %s: 403 JSON, nothing stored',
    async (_l, headers) => {
      const before = await store.headPosition();
      const answer = await submit(headers);
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ statusCode: 403, code: 'CSRF.ORIGIN_MISMATCH' });
      expect(answer.body.message).toMatch(/another site/);
      expect(await store.headPosition()).toBe(before);
    },
  );

  it('refuses a cross-site logout, so the visitor stays logged in', async () => {
    const answer = await api.request('POST', '/auth/logout', { cookie, headers: { Origin: EVIL } });
    expect(answer.status).toBe(403);
    const me = await api.request<{ authenticated: boolean }>('GET', '/api/auth/user', { cookie });
    expect(me.body.authenticated).toBe(true);
  });

  it.each([
    ['its own origin', () => ({ Origin: api.baseUrl })],
    ['the configured PUBLIC_URL (behind a proxy)', () => ({ Origin: 'https://bots.example.com' })],
    ['a Referer on the site', () => ({ Referer: `${api.baseUrl}/submit` })],
    ['no Origin or Referer (a script, not a browser)', () => ({})],
  ])('accepts a write from %s', async (_l, headers) => {
    expect((await submit(headers())).status).toBe(201);
  });

  it('sends a Content-Security-Policy the single-page app can live with, and no HSTS over http', async () => {
    const answer = await api.request('GET', '/api/stats');
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' https: data:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(answer.headers.get('strict-transport-security')).toBeNull();
    expect(answer.headers.get('x-powered-by')).toBeNull();
  });

  it('opens public reads to every site, without credentials', async () => {
    const answer = await api.request('GET', '/api/bots', { headers: { Origin: EVIL } });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    expect(answer.headers.get('access-control-expose-headers')).toContain('X-Total-Count');
    const preflight = await api.request('OPTIONS', '/api/bots/featured', {
      headers: { Origin: EVIL, 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  it.each([
    ['GET', '/api/auth/user', {}],
    ['GET', '/api/user/submissions', {}],
    ['GET', '/api/admin/submissions', {}],
    ['OPTIONS', SUBMIT_PATH, { 'Access-Control-Request-Method': 'POST' }],
    ['OPTIONS', '/api/bots/1', { 'Access-Control-Request-Method': 'DELETE' }],
    ['OPTIONS', '/auth/logout', { 'Access-Control-Request-Method': 'POST' }],
  ])('keeps %s %s same-origin (no CORS headers)', async (method, path, headers) => {
    const answer = await api.request(method, path, {
      cookie,
      headers: { Origin: EVIL, ...headers },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('security headers in production', () => {
  it('adds HSTS and upgrade-insecure-requests', async () => {
    const api = await TestApp.start({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      STAFF_ROLE_IDS: '100000000000000001,100000000000000002',
      METRICS_TOKEN: 'm'.repeat(16),
    });
    try {
      const answer = await api.request('GET', '/api/health');
      expect(answer.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(answer.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    } finally {
      await api.stop();
    }
  });
});
