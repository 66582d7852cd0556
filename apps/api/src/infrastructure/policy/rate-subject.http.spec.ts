import { DEVELOPER, OTHER_DEVELOPER, REVIEWER, TestApp } from '@api/testing/test-app';

async function statuses(times: number, send: () => Promise<{ status: number }>) {
  const answers: number[] = [];
  for (let i = 0; i < times; i += 1) answers.push((await send()).status);
  return answers;
}

describe('reads are counted per account when logged in, per address otherwise', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await TestApp.start({
      RATE_LIMIT_GETS_PER_MINUTE: '3',
      RATE_LIMIT_ACCOUNT_GETS_PER_MINUTE: '5',
    });
  });
  afterAll(() => api.stop());

  it('lets people who share an exhausted address keep reading on their own budgets', async () => {
    const anonymous = () => api.request('GET', '/api/categories');
    expect(await statuses(4, anonymous)).toEqual([200, 200, 200, 429]);

    const first = await api.login(DEVELOPER);
    const asFirst = () => api.request('GET', '/api/categories', { cookie: first });
    expect(await statuses(6, asFirst)).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await api.request<{ message: string }>('GET', '/api/stats', { cookie: first });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/5 API requests per minute from one account/);

    const second = await api.login(OTHER_DEVELOPER);
    expect((await api.request('GET', '/api/bots', { cookie: second })).status).toBe(200);
  });

  it('counts a forged or ended session per address', async () => {
    const forged = 'botdir.sid=someone-else.not-our-signature';
    expect((await api.request('GET', '/api/categories', { cookie: forged })).status).toBe(429);
    // A fresh account with its whole budget left: only its ended session sends it to the address.
    const cookie = await api.login(REVIEWER);
    expect((await api.request('GET', '/api/categories', { cookie })).status).toBe(200);
    expect((await api.request('POST', '/auth/logout', { cookie })).status).toBe(204);
    expect((await api.request('GET', '/api/categories', { cookie })).status).toBe(429);
  });
});
