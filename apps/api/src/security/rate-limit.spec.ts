import { loadConfig } from '@api/infrastructure/config/app-config';
import { DirectoryClient } from '@api/testing/directory-client';
import { DEVELOPER, TestApp, validBotData } from '@api/testing/test-app';

/** The spec's numbers, which a deployment gets without setting anything. */
const SPEC_LIMITS = { getsPerMinute: 100, submissionsPerHour: 10 };

interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
}

async function repeat(times: number, send: (index: number) => Promise<{ status: number }>) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) statuses.push((await send(i)).status);
  return statuses;
}

describe('rate limits (spec: 100 GET requests per minute and 10 submissions per hour per IP)', () => {
  let api: TestApp;

  beforeAll(async () => {
    // The test harness raises the limits for other suites; this one restores the spec's numbers.
    api = await TestApp.start({
      RATE_LIMIT_GETS_PER_MINUTE: String(SPEC_LIMITS.getsPerMinute),
      RATE_LIMIT_SUBMISSIONS_PER_HOUR: String(SPEC_LIMITS.submissionsPerHour),
    });
  });
  afterAll(() => api.stop());

  it('defaults to the spec limits when nothing is configured', () => {
    expect(loadConfig({}).rateLimits).toMatchObject(SPEC_LIMITS);
  });

  it('answers the 101st API read in a minute with 429, Retry-After and the JSON error', async () => {
    const statuses = await repeat(100, () => api.request('GET', '/api/categories'));
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await api.request<ErrorBody>('GET', '/api/bots');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ statusCode: 429, code: 'RATE_LIMIT.EXCEEDED' });
    expect(refused.body.message).toMatch(/100 API requests per minute/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('keeps the pages a visitor clicks through usable: login state, health and the app itself', async () => {
    expect((await api.request('GET', '/api/auth/user')).status).toBe(200);
    expect((await api.request('GET', '/api/health')).status).toBe(200);
    expect((await api.request('GET', '/submit')).status).not.toBe(429);
  });

  it('answers the 11th submission in an hour with 429 and an hour-long Retry-After', async () => {
    const client = DirectoryClient.over(api);
    const cookie = await client.login(DEVELOPER);
    const statuses = await repeat(10, (i) =>
      client.submit(DEVELOPER, { name: `Limited Bot ${i}` }),
    );
    expect(statuses).toEqual(Array(10).fill(201));
    const refused = await api.request<ErrorBody>('POST', '/api/bot-submissions', {
      cookie,
      body: { botData: JSON.stringify(validBotData(DEVELOPER)), submitterName: 'dev' },
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ statusCode: 429, code: 'RATE_LIMIT.EXCEEDED' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    const resubmit = await api.request('POST', '/api/submissions/1/resubmit', { cookie, body: {} });
    expect(resubmit.status).toBe(429);
  });
});

describe('rate limits behind a proxy', () => {
  it('counts each client separately with TRUST_PROXY, and ignores X-Forwarded-For without it', async () => {
    const trusting = await TestApp.start({
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_GETS_PER_MINUTE: '2',
    });
    const direct = await TestApp.start({ RATE_LIMIT_GETS_PER_MINUTE: '2' });
    try {
      const from = (app: TestApp, ip: string) =>
        app.request('GET', '/api/stats', { headers: { 'X-Forwarded-For': ip } });
      expect(await repeat(3, () => from(trusting, '198.51.100.1'))).toEqual([200, 200, 429]);
      expect((await from(trusting, '198.51.100.2')).status).toBe(200);
      expect(await repeat(2, () => from(direct, '198.51.100.1'))).toEqual([200, 200]);
      expect((await from(direct, '198.51.100.2')).status).toBe(429);
    } finally {
      await trusting.stop();
      await direct.stop();
    }
  });
});
