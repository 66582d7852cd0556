import { voteWeightAt, type BotAnalyticsView, type BotView } from '@botdir/contracts';
import { useDirectory, type Refusal } from '@api/testing/directory-client';
import {
  DEVELOPER,
  LINK_NAVIGATION,
  OTHER_DEVELOPER,
  REVIEWER,
  type TestUser,
} from '@api/testing/test-app';

/** Tokens, stats, votes and analytics over real HTTP, bad paths included. */
describe('developer platform over HTTP', () => {
  const { api, client } = useDirectory();

  const liveBot = (name: string) => client.liveBot(DEVELOPER, { name });
  const issueToken = (botId: number, as: TestUser | null = DEVELOPER) =>
    client.issueToken(botId, as);

  it('issues a token once to the owner, and rotating it invalidates the old one at once', async () => {
    const botId = await liveBot('Token Bot');
    expect(
      (await api.request(`GET`, `/api/bots/${botId}/token`, { cookie: client.cookie(DEVELOPER) }))
        .body,
    ).toEqual({ issuedAt: null });
    const first = await issueToken(botId);
    expect(first.status).toBe(201);
    expect(first.body.token).toMatch(new RegExp(`^${botId}\\.[A-Za-z0-9_-]{43}$`));
    expect((await issueToken(botId, OTHER_DEVELOPER)).body).toMatchObject({
      code: 'BOT.NOT_OWNER',
    });
    expect((await issueToken(botId, null)).status).toBe(401);
    // A Bot Reviewer may not (security/integration-takeover.spec.ts covers the Administrator).
    expect((await issueToken(botId, REVIEWER)).body).toMatchObject({
      statusCode: 403,
      code: 'BOT.NOT_OWNER',
    });

    const rotated = await issueToken(botId);
    const old = await client.postStats(botId, first.body.token, { server_count: 3 });
    expect([old.status, old.body.code]).toEqual([401, 'TOKEN.INVALID']);
    const fresh = await client.postStats(botId, rotated.body.token, {
      server_count: 3,
    });
    expect(fresh.status).toBe(200);
    const status = await api.request<{ issuedAt: string }>('GET', `/api/bots/${botId}/token`, {
      cookie: client.cookie(DEVELOPER),
    });
    expect(status.body.issuedAt).toEqual(expect.any(String));
    expect(JSON.stringify(status.body)).not.toContain(rotated.body.token.split('.')[1]);
  });

  it('refuses a token for a bot that is not approved', async () => {
    const { body } = await client.submit(DEVELOPER, { name: 'Pending Bot' });
    expect((await issueToken(body.botId)).body).toMatchObject({ statusCode: 404 });
  });

  it('records stats once a minute per bot, and nothing for a wrong or missing token', async () => {
    const botId = await liveBot('Stats Bot');
    const { token } = (await issueToken(botId)).body;
    const other = await liveBot('Other Bot');
    const otherToken = (await issueToken(other)).body.token;

    for (const authorization of ['', 'nonsense', `${botId}.${'x'.repeat(43)}`, otherToken]) {
      const refused = await client.postStats(botId, authorization, {
        server_count: 99,
      });
      expect([refused.status, refused.body.code]).toEqual([401, 'TOKEN.INVALID']);
    }
    expect(
      (await api.request<BotView>('GET', `/api/bots/${botId}`)).body.statsUpdatedAt,
    ).toBeNull();

    const bad = await client.postStats(botId, token, { server_count: -1 });
    expect([bad.status, bad.body.code]).toEqual([400, 'STATS.INVALID']);
    const empty = await client.postStats(botId, token, { users: 5 });
    expect([empty.status, empty.body.code]).toEqual([400, 'STATS.INVALID']);

    const accepted = await client.postStats(botId, `Bearer ${token}`, {
      guilds: 1234,
      users: 50000,
    });
    expect(accepted.status).toBe(200);
    const again = await client.postStats(botId, token, { serverCount: 1300 });
    expect([again.status, again.body.code]).toEqual([429, 'STATS.COOLDOWN']);
    const wait = Number(again.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(50);
    expect(again.body.retryAfter).toBe(wait);

    const bot = (await api.request<BotView>('GET', `/api/bots/${botId}`)).body;
    expect(bot).toMatchObject({ serverCount: 1234, userCount: 50000 });
    expect(bot.statsUpdatedAt).toEqual(expect.any(String));
    const public_ = await api.request('GET', `/api/bots/${botId}/stats`);
    expect(public_.body).toEqual({ server_count: 1234, shard_count: 0, shards: [] });
    const servers = await api.request<BotView[]>('GET', '/api/bots?sort=servers');
    expect(servers.body[0]?.id).toBe(botId);
  });

  it("speaks the biggest list's SDK: raw token, snake_case per shard, /bots/check", async () => {
    const botId = await liveBot('Sharded Bot');
    const { token } = (await issueToken(botId)).body;
    // Exactly what @top-gg/sdk 3.x sends for postStats({serverCount, shardId, shardCount}).
    const posted = await fetch(`${api.baseUrl}/api/bots/stats`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ server_count: 40, shard_id: 1, shard_count: 2 }),
    });
    expect(posted.status).toBe(200);
    const stats = await fetch(`${api.baseUrl}/api/bots/${botId}/stats`, {
      headers: { authorization: token },
    });
    expect(await stats.json()).toEqual({ server_count: 40, shard_count: 2, shards: [0, 40] });

    const check = (userId: string, authorization = token) =>
      fetch(`${api.baseUrl}/api/bots/check?${new URLSearchParams({ userId })}`, {
        headers: { authorization },
      });
    expect(await (await check(OTHER_DEVELOPER.id)).json()).toEqual({ voted: 0 });
    await client.vote(botId, OTHER_DEVELOPER);
    expect(await (await check(OTHER_DEVELOPER.id)).json()).toEqual({ voted: 1 });
    expect((await check(OTHER_DEVELOPER.id, 'wrong')).status).toBe(401);
    expect((await check('not-a-user')).status).toBe(400);
    const own = await api.request(
      'GET',
      `/api/bots/${botId}/votes/check?userId=${OTHER_DEVELOPER.id}`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    expect(own.body).toEqual({ voted: 1 });
  });

  it('takes one vote per user and bot every 12 hours, never for your own bot', async () => {
    const botId = await liveBot('Vote Bot');
    expect((await client.vote(botId, null)).status).toBe(401);
    const own = await client.vote(botId, DEVELOPER);
    expect([own.status, own.body.code]).toEqual([403, 'VOTE.OWN_BOT']);

    const first = await api.request<{ votedAt: string }>('POST', `/api/bots/${botId}/votes`, {
      cookie: client.cookie(OTHER_DEVELOPER),
      headers: { 'Idempotency-Key': 'vote-1' },
    });
    expect(first.status).toBe(201);
    const retried = await api.request('POST', `/api/bots/${botId}/votes`, {
      cookie: client.cookie(OTHER_DEVELOPER),
      headers: { 'Idempotency-Key': 'vote-1' },
    });
    expect([retried.status, retried.body]).toEqual([201, first.body]);

    const second = await client.vote(botId, OTHER_DEVELOPER);
    expect([second.status, second.body.code]).toEqual([429, 'VOTE.COOLDOWN']);
    expect(second.body.retryAfter).toBeGreaterThan(12 * 3600 - 60);
    expect(second.headers.get('retry-after')).toBe(String(second.body.retryAfter));
    const mine = await api.request<{ retryAfter: number }>('GET', `/api/bots/${botId}/votes/me`, {
      cookie: client.cookie(OTHER_DEVELOPER),
    });
    expect(mine.body.retryAfter).toBeGreaterThan(12 * 3600 - 60);

    const weight = voteWeightAt(first.body.votedAt);
    expect((await api.request<BotView>('GET', `/api/bots/${botId}`)).body).toMatchObject({
      voteCount: weight,
      monthlyVoteCount: weight,
      votesMonth: new Date().toISOString().slice(0, 7),
    });
    const top = await api.request<BotView[]>('GET', '/api/bots?sort=votes');
    expect(top.body[0]?.id).toBe(botId);
    const trending = await api.request<BotView[]>('GET', '/api/bots/trending?by=votes');
    expect(trending.body.map((bot) => bot.id)).toContain(botId);
    const missing = await client.vote(999999, OTHER_DEVELOPER);
    expect([missing.status, missing.body.code]).toEqual([404, 'VOTE.BOT_NOT_PUBLIC']);
  });

  it("shows the owner (and staff) the bot's days: views, clicks, votes, ratings, servers", async () => {
    const botId = await liveBot('Chart Bot');
    const { token } = (await issueToken(botId)).body;
    for (let view = 0; view < 2; view += 1) {
      expect((await api.request('POST', `/api/bots/${botId}/views`)).status).toBe(204);
    }
    await api.request('POST', `/api/bots/${botId}/views`, {
      cookie: client.cookie(OTHER_DEVELOPER),
    });
    await api.request('GET', `/api/bots/${botId}/invite`, { headers: LINK_NAVIGATION });
    const { votedAt } = (await client.vote(botId, OTHER_DEVELOPER)).body;
    await api.request('POST', `/api/bots/${botId}/rating`, {
      cookie: client.cookie(OTHER_DEVELOPER),
      body: { stars: 4 },
    });
    await client.postStats(botId, token, { server_count: 77 });

    const path = `/api/user/bots/${botId}/analytics?days=30`;
    const mine = await api.request<BotAnalyticsView>('GET', path, {
      cookie: client.cookie(DEVELOPER),
    });
    expect(mine.body.series).toHaveLength(30);
    expect(mine.body.series.at(-1)).toEqual({
      day: new Date().toISOString().slice(0, 10),
      views: 2,
      inviteClicks: 1,
      votes: voteWeightAt(votedAt),
      ratings: 1,
      serverCount: 77,
    });
    expect(
      (
        await api.request<BotAnalyticsView>('GET', `${path.slice(0, -2)}90`, {
          cookie: client.cookie(REVIEWER),
        })
      ).body.series,
    ).toHaveLength(90);
    expect(
      (await api.request('GET', path, { cookie: client.cookie(OTHER_DEVELOPER) })).status,
    ).toBe(403);
    expect((await api.request('GET', path)).status).toBe(401);
    const badDays = await api.request<Refusal>('GET', `${path.slice(0, -2)}7`, {
      cookie: client.cookie(DEVELOPER),
    });
    expect([badDays.status, badDays.body.code]).toEqual([400, 'QUERY.INVALID']);
    expect((await api.request('POST', '/api/bots/999999/views')).status).toBe(404);
  });
});
