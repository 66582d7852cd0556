import { DirectoryClient } from '@api/testing/directory-client';
import { ADMINISTRATOR, DEVELOPER, LINK_NAVIGATION, TestApp } from '@api/testing/test-app';
import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import { ProjectionWaiter } from '@api/infrastructure/projection/projection-waiter';
import { PublicAnswerCache } from './public-answer-cache';
import { A_WEEKDAY, runDateFrom } from '@api/testing/running-date';

describe('public answer cache in the api: canonical keys, per-read-model invalidation, compression', () => {
  // A vote counts double on weekends: the counts below are a weekday's.
  runDateFrom(A_WEEKDAY);
  afterAll(() => jest.useRealTimers());
  let api: TestApp;
  let client: DirectoryClient;
  let owner: string;
  let cache: PublicAnswerCache;

  const publish = async (name: string) => {
    const submitted = await client.submit(DEVELOPER, {
      name,
      description: `${name} `.repeat(60),
    });
    await client.approve(submitted.body.submissionId, ADMINISTRATOR);
    return submitted.body;
  };
  const xCache = async (url: string) => (await api.request('GET', url)).headers.get('x-cache');

  beforeAll(async () => {
    api = await TestApp.start();
    client = DirectoryClient.over(api);
    owner = await client.login(DEVELOPER);
    await client.login(ADMINISTRATOR);
    cache = api.app.get(PublicAnswerCache);
    for (const name of ['Alpha Bot', 'Beta Bot', 'Gamma Bot']) await publish(name);
  });
  afterAll(() => api.stop());

  it.each([
    '/api/bots?limit=100&pad=xxxxxxxx',
    '/api/bots?approved=true&Search=x',
    '/api/bots/featured?pad=1',
    '/api/bots/trending?window=week&x=',
    '/api/stats?fresh=1',
    '/api/categories?_=123',
    '/api/bots/1?v=2',
  ])('answers 400 QUERY.UNKNOWN_PARAMETER to %s (finding 2)', async (url) => {
    const answer = await api.request<{ statusCode: number; code: string; message: string }>(
      'GET',
      url,
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ statusCode: 400, code: 'QUERY.UNKNOWN_PARAMETER' });
  });

  it.each([
    '/api/bots?approved=true&search=bot&category=utility&sort=rating&days=30&limit=20&offset=0',
    '/api/bots/trending?window=month&limit=6',
    '/api/bots/featured?limit=4',
  ])('still answers what the web app sends: %s', async (url) => {
    expect((await api.request('GET', url)).status).toBe(200);
  });

  it('keys answers canonically: parameter order, defaults and empty values share one entry', async () => {
    expect(await xCache('/api/bots?approved=true&limit=20&sort=name')).toBe('MISS');
    const before = cache.stats();
    for (const url of [
      '/api/bots?sort=name&limit=20&approved=true',
      '/api/bots?approved=true&sort=name',
      '/api/bots?approved=true&sort=name&offset=0&search=',
    ])
      expect([url, await xCache(url)]).toEqual([url, 'HIT']);
    expect(cache.stats().hits - before.hits).toBe(3);
    expect(cache.stats().entries).toBe(before.entries);
  });

  it('keeps bot lists through an invite click, and drops them at once for a new bot (finding 3)', async () => {
    const { botId } = await publish('Delta Bot');
    await api.request('GET', '/api/bots?approved=true');
    await api.request('GET', '/api/bots/trending');
    expect(await xCache('/api/bots?approved=true')).toBe('HIT');
    const click = await api.request('GET', `/api/bots/${botId}/invite`, {
      headers: LINK_NAVIGATION,
    });
    expect(click.status).toBe(302);
    // A click answers without waiting for the read models: wait for them here.
    await api.app
      .get(ProjectionWaiter)
      .waitFor(await api.app.get<EventStore>(EVENT_STORE).headPosition());
    expect(await xCache('/api/bots?approved=true')).toBe('HIT');
    expect(await xCache('/api/bots/trending')).toBe('MISS');
    const invalidated = cache.stats().invalidations;
    await publish('Epsilon Bot');
    // Dropped when the projection moved, not when next asked for.
    expect(cache.stats().entries).toBe(0);
    expect(cache.stats().invalidations).toBeGreaterThan(invalidated);
    expect(await xCache('/api/bots?approved=true')).toBe('MISS');
  });

  it("keeps one bot's page and stats through a vote for another, and drops the voted bot's at once", async () => {
    const kept = await publish('Zeta Bot');
    const voted = await publish('Eta Bot');
    const urls = (botId: number) => [`/api/bots/${botId}`, `/api/bots/${botId}/stats`];
    for (const url of [...urls(kept.botId), ...urls(voted.botId), '/api/stats'])
      await api.request('GET', url);
    expect((await client.vote(voted.botId)).status).toBe(201);
    for (const url of urls(kept.botId)) expect([url, await xCache(url)]).toEqual([url, 'HIT']);
    for (const url of [...urls(voted.botId), '/api/stats'])
      expect([url, await xCache(url)]).toEqual([url, 'MISS']);
    const page = await api.request<{ voteCount: number }>('GET', `/api/bots/${voted.botId}`);
    expect(page.body.voteCount).toBe(1);
  });

  it('drops a page addressed by slug on any bot change (a slug may move between bots)', async () => {
    const named = await publish('Theta Bot');
    const other = await publish('Iota Bot');
    expect((await client.changeSlug(named.botId, 'theta-page')).status).toBe(200);
    await api.request('GET', '/api/bots/theta-page');
    expect(await xCache('/api/bots/theta-page')).toBe('HIT');
    expect((await client.vote(other.botId)).status).toBe(201);
    expect(await xCache('/api/bots/theta-page')).toBe('MISS');
  });

  it('never keeps the answer an owner gets for their pending bot', async () => {
    const pending = await client.submit(DEVELOPER, { name: 'Pending Bot' });
    const url = `/api/bots/${pending.body.botId}`;
    const entries = cache.stats().entries;
    expect((await api.request('GET', url, { cookie: owner })).status).toBe(200);
    expect((await api.request('GET', url, { cookie: owner })).headers.get('x-cache')).not.toBe(
      'HIT',
    );
    expect(cache.stats().entries).toBe(entries);
    expect((await api.request('GET', url)).status).toBe(404);
  });

  it('sends br or gzip by Accept-Encoding, with Vary, on a miss and on a fast-path hit', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      for (const expected of ['MISS', 'HIT']) {
        const answer = await api.request<unknown[]>('GET', '/api/bots?approved=true&limit=50', {
          headers: { 'Accept-Encoding': accept },
        });
        expect(answer.headers.get('x-cache')).toBe(accept === 'br, gzip' ? expected : 'HIT');
        expect(answer.headers.get('content-encoding')).toBe(encoding);
        expect(answer.headers.get('vary')).toBe('Accept-Encoding');
        expect(answer.body.length).toBeGreaterThan(2);
      }
    }
  });
});
