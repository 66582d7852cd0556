import type { BotHistoryEntry, ReportView } from '@botdir/contracts';
import { useDirectory } from '@api/testing/directory-client';
import {
  DEVELOPER,
  OTHER_DEVELOPER,
  REVIEWER,
  inviteFor,
  testApplicationId,
  type TestUser,
} from '@api/testing/test-app';

describe('reports, unlisting and the public history over HTTP', () => {
  const { api, client } = useDirectory();

  const liveBot = (overrides: Record<string, unknown> = {}) => client.liveBot(DEVELOPER, overrides);
  const report = (
    botId: number,
    as: TestUser | null = OTHER_DEVELOPER,
    body: object = { reason: 'spam', details: 'Ads' },
  ) => client.report(botId, as, body);
  const browseIds = async () =>
    (await api.request<{ id: number }[]>('GET', '/api/bots?limit=100')).body.map((bot) => bot.id);

  it('takes one open report per user per bot; staff dismiss it; then another is allowed', async () => {
    const botId = await liveBot({ name: 'Reported Once' });
    const first = await report(botId);
    expect(first.status).toBe(201);
    const second = await report(botId);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'REPORT.ALREADY_OPEN' });

    const open = await api.request<ReportView[]>('GET', '/api/admin/reports?status=open', {
      cookie: client.cookie(REVIEWER),
    });
    expect(open.body.find((row) => row.id === first.body.reportId)).toMatchObject({
      botId,
      botName: 'Reported Once',
      reason: 'spam',
      details: 'Ads',
      status: 'open',
    });
    const path = `/api/admin/reports/${first.body.reportId}/resolve`;
    const dismissed = await api.request('POST', path, {
      cookie: client.cookie(REVIEWER),
      body: { action: 'dismiss', reason: 'Not spam' },
    });
    expect(dismissed.status).toBe(200);
    const handled = await api.request<ReportView[]>('GET', '/api/admin/reports?status=resolved', {
      cookie: client.cookie(REVIEWER),
    });
    expect(handled.body.find((row) => row.id === first.body.reportId)).toMatchObject({
      botName: 'Reported Once',
      status: 'dismissed',
      resolution: 'Not spam',
      resolvedBy: expect.stringContaining(REVIEWER.username),
    });
    expect(await browseIds()).toContain(botId);
    expect((await report(botId)).status).toBe(201);
  });

  it('unlists the bot on an actioned report: gone from browse and the page; history says so', async () => {
    const botId = await liveBot();
    const { body } = await report(botId);
    const resolved = await api.request('POST', `/api/admin/reports/${body.reportId}/resolve`, {
      cookie: client.cookie(REVIEWER),
      body: { action: 'unlist', reason: 'Spam bot' },
    });
    expect(resolved.status).toBe(200);
    expect(await browseIds()).not.toContain(botId);
    expect((await api.request('GET', `/api/bots/${botId}`)).status).toBe(404);
    const history = await api.request<BotHistoryEntry[]>('GET', `/api/bots/${botId}/history`);
    expect(history.body.map((entry) => entry.kind)).toEqual(['approved', 'unlisted']);
    expect(JSON.stringify(history.body)).not.toContain(REVIEWER.id);

    const relisted = await api.request('POST', `/api/admin/bots/${botId}/relist`, {
      cookie: client.cookie(REVIEWER),
      body: { reason: 'Fixed' },
    });
    expect(relisted.status).toBe(200);
    expect(await browseIds()).toContain(botId);
  });

  it('refuses bad reports: anonymous 401, unknown reason 400, not live 404, non-staff resolve 403', async () => {
    const botId = await liveBot();
    expect((await report(botId, null)).status).toBe(401);
    expect((await report(botId, OTHER_DEVELOPER, { reason: 'boring' })).status).toBe(400);
    expect((await report(987654321)).status).toBe(404);
    const { body } = await report(botId);
    const byUser = await api.request('POST', `/api/admin/reports/${body.reportId}/resolve`, {
      cookie: client.cookie(DEVELOPER),
      body: { action: 'dismiss' },
    });
    expect(byUser.status).toBe(403);
    const unknown = await api.request('POST', '/api/admin/reports/nope/resolve', {
      cookie: client.cookie(REVIEWER),
      body: { action: 'dismiss' },
    });
    expect(unknown.status).toBe(404);
  });

  it('unlists for a report only with a reason the owner can read (dismissing needs none)', async () => {
    const botId = await liveBot();
    const { body } = await report(botId);
    const resolve = (sent: object) =>
      api.request<{ code: string }>('POST', `/api/admin/reports/${body.reportId}/resolve`, {
        cookie: client.cookie(REVIEWER),
        body: sent,
      });
    for (const sent of [{ action: 'unlist' }, { action: 'unlist', reason: ' x ' }]) {
      const answer = await resolve(sent);
      expect({ sent, status: answer.status, code: answer.body.code }).toEqual({
        sent,
        status: 400,
        code: 'VALIDATION.FAILED',
      });
    }
    expect(await browseIds()).toContain(botId);
    expect((await resolve({ action: 'dismiss' })).status).toBe(200);
  });

  it('puts an edit that raises invite permissions back into review; the live bot keeps its invite', async () => {
    const app = testApplicationId(9001);
    const invite = inviteFor(app, '&scope=bot&permissions=2048');
    const botId = await liveBot({ discordAppId: app, inviteUrl: invite });
    const raised = inviteFor(app, '&scope=bot&permissions=8');
    const edit = await client.edit(botId, { discordAppId: app, inviteUrl: raised, name: 'Raised' });
    expect(edit.status).toBe(200);
    expect(edit.body.inReview).toBe(true);
    const live = await api.request<{ inviteUrl: string }>('GET', `/api/bots/${botId}`);
    expect(live.body.inviteUrl).toBe(invite);

    await client.approve(edit.body.submissionId as string);
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
