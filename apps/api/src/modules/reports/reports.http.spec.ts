import type { BotHistoryEntry, ReportView } from '@botdir/contracts';
import {
  DEVELOPER,
  OTHER_DEVELOPER,
  REVIEWER,
  TestApp,
  inviteFor,
  testApplicationId,
  validBotData,
} from '@api/testing/test-app';

interface Accepted {
  submissionId: string;
  botId: number;
}

describe('reports, unlisting and the public history over HTTP', () => {
  let api: TestApp;
  let developer: string;
  let visitor: string;
  let reviewer: string;

  beforeAll(async () => {
    api = await TestApp.start();
    developer = await api.login(DEVELOPER);
    visitor = await api.login(OTHER_DEVELOPER);
    reviewer = await api.login(REVIEWER);
  });
  afterAll(() => api.stop());

  async function liveBot(overrides: Record<string, unknown> = {}): Promise<number> {
    const { body } = await api.request<Accepted>('POST', '/api/bots/submit', {
      cookie: developer,
      body: { botData: validBotData(DEVELOPER, overrides) },
    });
    await api.request('POST', `/api/admin/submissions/${body.submissionId}/review`, {
      cookie: reviewer,
      body: { status: 'approved' },
    });
    return body.botId;
  }
  const report = (
    botId: number,
    cookie = visitor,
    body: object = { reason: 'spam', details: 'Ads' },
  ) => api.request<{ reportId: string }>('POST', `/api/bots/${botId}/reports`, { cookie, body });
  const browseIds = async () =>
    (await api.request<{ id: number }[]>('GET', '/api/bots?limit=100')).body.map((bot) => bot.id);

  it('takes one open report per user per bot; staff dismiss it; then another is allowed', async () => {
    const botId = await liveBot();
    const first = await report(botId);
    expect(first.status).toBe(201);
    const second = await report(botId);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'REPORT.ALREADY_OPEN' });

    const open = await api.request<ReportView[]>('GET', '/api/admin/reports?status=open', {
      cookie: reviewer,
    });
    expect(open.body.find((row) => row.id === first.body.reportId)).toMatchObject({
      botId,
      reason: 'spam',
      details: 'Ads',
      status: 'open',
    });
    const path = `/api/admin/reports/${first.body.reportId}/resolve`;
    const dismissed = await api.request('POST', path, {
      cookie: reviewer,
      body: { action: 'dismiss', reason: 'Not spam' },
    });
    expect(dismissed.status).toBe(200);
    expect(await browseIds()).toContain(botId);
    expect((await report(botId)).status).toBe(201);
  });

  it('unlists the bot on an actioned report: gone from browse and the page; history says so', async () => {
    const botId = await liveBot();
    const { body } = await report(botId);
    const resolved = await api.request('POST', `/api/admin/reports/${body.reportId}/resolve`, {
      cookie: reviewer,
      body: { action: 'unlist', reason: 'Spam bot' },
    });
    expect(resolved.status).toBe(200);
    expect(await browseIds()).not.toContain(botId);
    expect((await api.request('GET', `/api/bots/${botId}`)).status).toBe(404);
    const history = await api.request<BotHistoryEntry[]>('GET', `/api/bots/${botId}/history`);
    expect(history.body.map((entry) => entry.kind)).toEqual(['approved', 'unlisted']);
    expect(JSON.stringify(history.body)).not.toContain(REVIEWER.id);

    const relisted = await api.request('POST', `/api/admin/bots/${botId}/relist`, {
      cookie: reviewer,
      body: { reason: 'Fixed' },
    });
    expect(relisted.status).toBe(200);
    expect(await browseIds()).toContain(botId);
  });

  it('refuses bad reports: anonymous 401, unknown reason 400, not live 404, non-staff resolve 403', async () => {
    const botId = await liveBot();
    expect((await report(botId, '')).status).toBe(401);
    expect((await report(botId, visitor, { reason: 'boring' })).status).toBe(400);
    expect((await report(987654321)).status).toBe(404);
    const { body } = await report(botId);
    const byUser = await api.request('POST', `/api/admin/reports/${body.reportId}/resolve`, {
      cookie: developer,
      body: { action: 'dismiss' },
    });
    expect(byUser.status).toBe(403);
    const unknown = await api.request('POST', '/api/admin/reports/nope/resolve', {
      cookie: reviewer,
      body: { action: 'dismiss' },
    });
    expect(unknown.status).toBe(404);
  });

  it('puts an edit that raises invite permissions back into review; the live bot keeps its invite', async () => {
    const app = testApplicationId(9001);
    const invite = inviteFor(app, '&scope=bot&permissions=2048');
    const botId = await liveBot({ discordAppId: app, inviteUrl: invite });
    const raised = inviteFor(app, '&scope=bot&permissions=8');
    const edit = await api.request<{ inReview: boolean; submissionId: string }>(
      'PUT',
      `/api/bots/${botId}`,
      {
        cookie: developer,
        body: {
          botData: validBotData(DEVELOPER, {
            discordAppId: app,
            inviteUrl: raised,
            name: 'Raised',
          }),
        },
      },
    );
    expect(edit.status).toBe(200);
    expect(edit.body.inReview).toBe(true);
    const live = await api.request<{ inviteUrl: string }>('GET', `/api/bots/${botId}`);
    expect(live.body.inviteUrl).toBe(invite);

    await api.request('POST', `/api/admin/submissions/${edit.body.submissionId}/review`, {
      cookie: reviewer,
      body: { status: 'approved' },
    });
    expect(
      (await api.request<{ inviteUrl: string }>('GET', `/api/bots/${botId}`)).body.inviteUrl,
    ).toBe(raised);
    const history = await api.request<BotHistoryEntry[]>('GET', `/api/bots/${botId}/history`);
    expect(history.body.map((entry) => entry.kind)).toEqual([
      'approved',
      'edit-in-review',
      'changed',
    ]);
    expect(history.body[2]?.changes).toContainEqual({
      field: 'invite permissions',
      from: '2048',
      to: '8',
    });
  });
});
