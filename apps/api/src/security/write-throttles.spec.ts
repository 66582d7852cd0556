import {
  ADMINISTRATOR,
  DEVELOPER,
  OTHER_DEVELOPER,
  TestApp,
  validBotData,
  type TestUser,
} from '@api/testing/test-app';
import { DirectoryClient } from '@api/testing/directory-client';
import { RateLimiter } from '@api/infrastructure/security/rate-limit/rate-limiter';

interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
}

/** A public bot owned by DEVELOPER, approved by ADMINISTRATOR (both logged in already). */
async function publicBot(client: DirectoryClient, name: string) {
  const submitted = await client.submit(DEVELOPER, { name });
  await client.approve(submitted.body.submissionId, ADMINISTRATOR);
  return submitted.body.botId;
}

describe('write throttles (finding 4): every write spends a per-user and a per-address budget', () => {
  it('stops a script spamming ratings with the default limits, with 429, Retry-After and the JSON error', async () => {
    // Empty values read as unset: the shipped defaults, not the test harness's raised ones.
    const api = await TestApp.start({
      RATE_LIMIT_WRITES_PER_MINUTE: '',
      RATE_LIMIT_WRITES_PER_HOUR: '',
    });
    try {
      const client = DirectoryClient.over(api);
      await client.login(DEVELOPER);
      await client.login(ADMINISTRATOR);
      const botId = await publicBot(client, 'Rated Bot');
      const rater = await api.login(OTHER_DEVELOPER);
      const answers = [];
      for (let index = 0; index < 100; index += 1) {
        answers.push(
          await api.request<ErrorBody>('POST', `/api/bots/${botId}/rating`, {
            cookie: rater,
            body: { stars: (index % 5) + 1 },
          }),
        );
      }
      const accepted = answers.filter((answer) => answer.status === 200).length;
      expect(accepted).toBeGreaterThanOrEqual(10);
      expect(accepted).toBeLessThanOrEqual(30);
      const refused = answers[answers.length - 1];
      expect(refused?.status).toBe(429);
      expect(refused?.body).toMatchObject({ statusCode: 429, code: 'RATE_LIMIT.EXCEEDED' });
      expect(refused?.body.message).toMatch(/changes per minute/);
      expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(api.app.get(RateLimiter).stats().writes).toBe(100 - accepted);
    } finally {
      await api.stop();
    }
  });

  describe('behind a proxy (TRUST_PROXY), so each request may come from another address', () => {
    let api: TestApp;
    let client: DirectoryClient;
    const from = (ip: string) => ({ 'X-Forwarded-For': ip });

    beforeAll(async () => {
      api = await TestApp.start({ TRUST_PROXY: 'loopback', RATE_LIMIT_WRITES_PER_MINUTE: '4' });
      client = DirectoryClient.over(api);
      await client.login(DEVELOPER);
      await client.login(ADMINISTRATOR);
    });
    afterAll(() => api.stop());

    const rate = (cookie: string, botId: number, ip: string) =>
      api.request('POST', `/api/bots/${botId}/rating`, {
        cookie,
        headers: from(ip),
        body: { stars: 3 },
      });

    it('counts one user across addresses', async () => {
      const botId = await publicBot(client, 'Per User');
      const rater = await api.login(OTHER_DEVELOPER);
      const answers = [];
      for (let index = 1; index <= 5; index += 1)
        answers.push((await rate(rater, botId, `198.51.100.${index}`)).status);
      expect(answers).toEqual([200, 200, 200, 200, 429]);
    });

    it('counts one address across users, every write route alike', async () => {
      const ip = '203.0.113.77';
      const users: TestUser[] = [0, 1, 2, 3, 4].map((index) => ({
        id: `55555555555555555${index}`,
        username: `writer_${index}`,
        roles: [],
      }));
      const cookies = await Promise.all(users.map((user) => api.login(user)));
      const botId = await publicBot(client, 'Per Address');
      const writes = [
        () => rate(cookies[0] as string, botId, ip),
        () =>
          api.request('PUT', `/api/bots/${botId}`, {
            cookie: cookies[1],
            headers: from(ip),
            body: { botData: validBotData(DEVELOPER) },
          }),
        () =>
          api.request('DELETE', '/api/submissions/1', { cookie: cookies[2], headers: from(ip) }),
        () =>
          api.request('PUT', `/api/admin/bots/${botId}/featured`, {
            cookie: cookies[3],
            headers: from(ip),
            body: { featured: true },
          }),
      ];
      const answers = [];
      for (const write of writes) answers.push((await write()).status);
      expect(answers).not.toContain(429);
      expect((await rate(cookies[4] as string, botId, ip)).status).toBe(429);
      expect((await rate(cookies[4] as string, botId, '203.0.113.78')).status).toBe(200);
    });

    it('counts an IPv6 /64 as one address, for writes and reads (finding 9)', async () => {
      const users: TestUser[] = [0, 1, 2, 3, 4].map((index) => ({
        id: `66666666666666666${index}`,
        username: `v6_${index}`,
        roles: [],
      }));
      const cookies = await Promise.all(users.map((user) => api.login(user)));
      const botId = await publicBot(client, 'Per Prefix');
      const answers = [];
      for (let index = 0; index < 5; index += 1)
        answers.push(
          (await rate(cookies[index] as string, botId, `2001:db8:5:6::${index + 1}`)).status,
        );
      expect(answers).toEqual([200, 200, 200, 200, 429]);
      expect((await rate(cookies[4] as string, botId, '2001:db8:5:7::1')).status).toBe(200);
    });
  });
});

describe('per-address read limits key on the IPv6 /64 (finding 9)', () => {
  it('shares one read budget across a /64', async () => {
    const api = await TestApp.start({ TRUST_PROXY: 'loopback', RATE_LIMIT_GETS_PER_MINUTE: '3' });
    try {
      const get = (ip: string) =>
        api.request('GET', '/api/stats', { headers: { 'X-Forwarded-For': ip } });
      const answers = [];
      for (const ip of [
        '2001:db8:a:b::1',
        '2001:db8:a:b:ffff:ffff:ffff:ffff',
        '2001:db8:a:b:1:2:3:4',
        '2001:db8:a:b::42',
      ])
        answers.push((await get(ip)).status);
      expect(answers).toEqual([200, 200, 200, 429]);
      expect((await get('2001:db8:a:c::1')).status).toBe(200);
    } finally {
      await api.stop();
    }
  });
});
