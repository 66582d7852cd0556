import type { BotHistoryEntry, NotificationsAnswer } from '@botdir/contracts';
import { useDirectory } from '@api/testing/directory-client';
import { ADMINISTRATOR, DEVELOPER, REVIEWER, type TestUser } from '@api/testing/test-app';

const WEBHOOK = { url: 'https://hooks.example.com/votes', secret: 'owner-secret-0123456789' };
const ELSEWHERE = { url: 'https://elsewhere.example.com/votes', secret: 'other-secret-0123456789' };

/** A bot's API token and vote webhook: its owner's or an Administrator's, and never silently. */
describe('staff actions on a bot’s integrations', () => {
  const { api, client } = useDirectory();

  const liveBot = (name: string) => client.liveBot(DEVELOPER, { name });
  const setWebhook = (botId: number, user: TestUser, body = WEBHOOK) =>
    client.configureWebhook(botId, user, body);
  const as = (user: TestUser) => client.cookie(user);
  const ownerNews = async (botId: number) => {
    await api.settled();
    const inbox = await api.request<NotificationsAnswer>('GET', '/api/user/notifications', {
      cookie: as(DEVELOPER),
    });
    return inbox.body.items.filter((item) => item.botId === botId && item.kind !== 'approved');
  };
  const history = async (botId: number) =>
    (await api.request<BotHistoryEntry[]>('GET', `/api/bots/${botId}/history`)).body;

  it('refuses a Bot Reviewer with 403: the owner’s token and webhook stay as they were', async () => {
    const botId = await liveBot('Reviewed Bot');
    const token = (await client.issueToken(botId, DEVELOPER)).body.token;
    expect((await setWebhook(botId, DEVELOPER)).status).toBe(200);

    expect((await client.issueToken(botId, REVIEWER)).body).toMatchObject({
      statusCode: 403,
      code: 'BOT.NOT_OWNER',
    });
    expect((await setWebhook(botId, REVIEWER, ELSEWHERE)).body).toMatchObject({
      statusCode: 403,
      code: 'WEBHOOK.NOT_OWNER',
    });
    expect((await client.removeWebhook(botId, REVIEWER)).body).toMatchObject({
      statusCode: 403,
      code: 'WEBHOOK.NOT_OWNER',
    });

    const stats = await client.postStats(botId, token, { server_count: 5 });
    expect(stats.status).toBe(200);
    const shown = await api.request('GET', `/api/bots/${botId}/webhook`, { cookie: as(REVIEWER) });
    expect(shown.body).toMatchObject({ webhook: { url: WEBHOOK.url } });
    // The owner's own changes tell nobody and are not the bot's public history.
    expect(await ownerNews(botId)).toEqual([]);
    expect((await history(botId)).map((entry) => entry.kind)).toEqual(['approved']);
  });

  it('lets an Administrator, and tells the owner and the bot’s history by role', async () => {
    const botId = await liveBot('Melodia');
    const token = (await client.issueToken(botId, DEVELOPER)).body.token;
    expect((await setWebhook(botId, DEVELOPER)).status).toBe(200);

    expect((await client.issueToken(botId, ADMINISTRATOR)).status).toBe(201);
    expect((await setWebhook(botId, ADMINISTRATOR, ELSEWHERE)).status).toBe(200);
    expect((await client.removeWebhook(botId, ADMINISTRATOR)).status).toBe(204);

    const stats = await client.postStats(botId, token, { server_count: 5 });
    expect(stats.status).toBe(401);
    const news = await ownerNews(botId);
    expect(news.map(({ kind, title, link }) => ({ kind, title, link }))).toEqual([
      {
        kind: 'webhook-removed',
        title: 'An Administrator removed the vote webhook of Melodia',
        link: '/dashboard',
      },
      {
        kind: 'webhook-changed',
        title: 'An Administrator changed the vote webhook of Melodia',
        link: '/dashboard',
      },
      {
        kind: 'token-issued',
        title: 'An Administrator issued a new API token for Melodia',
        link: '/dashboard',
      },
    ]);
    const told = await history(botId);
    expect(told.map(({ kind, by }) => ({ kind, by }))).toEqual([
      { kind: 'approved', by: undefined },
      { kind: 'token-issued', by: 'Administrator' },
      { kind: 'webhook-changed', by: 'Administrator' },
      { kind: 'webhook-removed', by: 'Administrator' },
    ]);
    const everything = JSON.stringify([news, told]);
    for (const hidden of [ADMINISTRATOR.username, ADMINISTRATOR.id, 'elsewhere', 'secret']) {
      expect(everything).not.toContain(hidden);
    }
  });
});
