import type { DashboardBotView } from '@botdir/contracts';
import { DEVELOPER, REVIEWER, TestApp, validBotData } from '@api/testing/test-app';

describe('GET /api/user/bots answers whether each live bot has a token', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await TestApp.start();
  });
  afterAll(() => api.stop());

  it('joins tokenIssuedAt (never the token), so the dashboard asks nothing per bot', async () => {
    const developer = await api.login(DEVELOPER);
    const reviewer = await api.login(REVIEWER);
    const submit = async (name: string) =>
      (
        await api.request<{ submissionId: string; botId: number }>('POST', '/api/bots/submit', {
          cookie: developer,
          body: { botData: validBotData(DEVELOPER, { name }) },
        })
      ).body;
    const live = await submit('Token Joined');
    const pending = await submit('Still Pending');
    await api.request('POST', `/api/admin/submissions/${live.submissionId}/review`, {
      cookie: reviewer,
      body: { status: 'approved', reviewNotes: '' },
    });
    const mine = async () =>
      (await api.request<DashboardBotView[]>('GET', '/api/user/bots', { cookie: developer })).body;
    const issuedAt = (bots: DashboardBotView[], id: number) =>
      bots.find((bot) => bot.id === id)?.tokenIssuedAt;

    expect(issuedAt(await mine(), live.botId)).toBeNull();
    const issued = await api.request<{ token: string }>('POST', `/api/bots/${live.botId}/token`, {
      cookie: developer,
    });
    const after = await mine();
    expect(issuedAt(after, live.botId)).toEqual(expect.any(String));
    expect(issuedAt(after, pending.botId)).toBeNull();
    expect(JSON.stringify(after)).not.toContain(issued.body.token.split('.')[1]);
  });
});
