import { useDirectory } from '@api/testing/directory-client';
import { DEVELOPER, OTHER_DEVELOPER, type TestUser } from '@api/testing/test-app';

/**
 * Reports and bot tokens spend the votes budget (30 per hour per account and per address), not
 * the writes budget, which the test leaves at a million. Each request comes from an address of
 * its own (behind a proxy on loopback), so only the per-account count can refuse.
 */
describe('reports and token issuance spend the votes budget', () => {
  const { client } = useDirectory({ TRUST_PROXY: 'loopback', RATE_LIMIT_VOTES_PER_HOUR: '30' });
  let botId: number;
  let address = 0;

  beforeAll(async () => {
    botId = await client.liveBot(DEVELOPER);
  });

  // Raw: each request from an address of its own is the point.
  const post = (path: string, as: TestUser, body?: object) =>
    client.sendRaw('POST', path, as, {
      body,
      headers: { 'X-Forwarded-For': `198.51.100.${(address += 1)}` },
    });

  async function statuses(times: number, send: () => Promise<{ status: number }>) {
    const answers: number[] = [];
    for (let i = 0; i < times; i += 1) answers.push((await send()).status);
    return answers;
  }

  it('refuses the 31st report of the hour from one account with 429', async () => {
    const report = () => post(`/api/bots/${botId}/reports`, OTHER_DEVELOPER, { reason: 'spam' });
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
    const issue = () => post(`/api/bots/${botId}/token`, DEVELOPER);
    expect(new Set(await statuses(30, issue))).toEqual(new Set([201]));
    const refused = await issue();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/votes, reports and tokens per hour from one account/);
  });
});
