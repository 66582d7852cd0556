import { DEVELOPER, OTHER_DEVELOPER, REVIEWER, TestApp, validBotData } from '@api/testing/test-app';

interface Refusal {
  code: string;
  message: string;
}

/**
 * Reports and bot tokens spend the votes budget (30 per hour per account and per address), not
 * the writes budget, which the test leaves at a million. Each request comes from an address of
 * its own (behind a proxy on loopback), so only the per-account count can refuse.
 */
describe('reports and token issuance spend the votes budget', () => {
  let api: TestApp;
  let owner: string;
  let reporter: string;
  let botId: number;
  let address = 0;

  beforeAll(async () => {
    api = await TestApp.start({ TRUST_PROXY: 'loopback', RATE_LIMIT_VOTES_PER_HOUR: '30' });
    owner = await api.login(DEVELOPER);
    reporter = await api.login(OTHER_DEVELOPER);
    const reviewer = await api.login(REVIEWER);
    const { body } = await api.request<{ submissionId: string; botId: number }>(
      'POST',
      '/api/bots/submit',
      { cookie: owner, body: { botData: validBotData(DEVELOPER) } },
    );
    await api.request('POST', `/api/admin/submissions/${body.submissionId}/review`, {
      cookie: reviewer,
      body: { status: 'approved' },
    });
    botId = body.botId;
  });
  afterAll(() => api.stop());

  const post = (path: string, cookie: string, body?: object) =>
    api.request<Refusal>('POST', path, {
      cookie,
      body,
      headers: { 'X-Forwarded-For': `198.51.100.${(address += 1)}` },
    });

  async function statuses(times: number, send: () => Promise<{ status: number }>) {
    const answers: number[] = [];
    for (let i = 0; i < times; i += 1) answers.push((await send()).status);
    return answers;
  }

  it('refuses the 31st report of the hour from one account with 429', async () => {
    const report = () => post(`/api/bots/${botId}/reports`, reporter, { reason: 'spam' });
    // The first is taken; the next 29 are 409 (one open report per bot) and still count.
    const answers = await statuses(30, report);
    expect(answers[0]).toBe(201);
    expect(new Set(answers.slice(1))).toEqual(new Set([409]));

    const refused = await report();
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMIT.EXCEEDED' });
    expect(refused.body.message).toMatch(/at most 30 votes, reports and tokens per hour/);
  });

  it('refuses the 31st token of the hour for one account with 429', async () => {
    const issue = () => post(`/api/bots/${botId}/token`, owner);
    expect(new Set(await statuses(30, issue))).toEqual(new Set([201]));
    const refused = await issue();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/votes, reports and tokens per hour from one account/);
  });
});
