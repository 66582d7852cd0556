import { DirectoryClient } from '@api/testing/directory-client';
import { ADMINISTRATOR, DEVELOPER, TestApp } from '@api/testing/test-app';
import { loadConfig } from '@api/infrastructure/config/app-config';
import { A_WEEKDAY, runDateFrom } from '@api/testing/running-date';

describe('public answer cache with PUBLIC_CACHE_STALE_MS: moved lists for visitors without a session', () => {
  // A vote counts double on weekends: the counts below are a weekday's.
  runDateFrom(A_WEEKDAY);
  afterAll(() => jest.useRealTimers());
  let api: TestApp;
  let client: DirectoryClient;
  let developer: string;
  const LIST = '/api/bots?approved=true&sort=newest';

  const publish = async (name: string) => {
    const submitted = await client.submit(DEVELOPER, { name });
    await client.approve(submitted.body.submissionId, ADMINISTRATOR);
    return submitted.body.botId;
  };
  const names = async (cookie?: string) => {
    const answer = await api.request<Array<{ name: string }>>(
      'GET',
      LIST,
      cookie ? { cookie } : {},
    );
    return { cache: answer.headers.get('x-cache'), names: answer.body.map((bot) => bot.name) };
  };

  beforeAll(async () => {
    api = await TestApp.start({ PUBLIC_CACHE_STALE_MS: '60000' });
    client = DirectoryClient.over(api);
    developer = await client.login(DEVELOPER);
    await client.login(ADMINISTRATOR);
    await publish('Kappa Bot');
  });
  afterAll(() => api.stop());

  it('replays the list a visitor was given, while anyone logged in reads it fresh', async () => {
    expect((await names()).cache).toBe('MISS');
    await publish('Lambda Bot');
    const stale = await names();
    expect(stale).toEqual({ cache: 'HIT', names: ['Kappa Bot'] });
    const fresh = await names(developer);
    expect(fresh).toEqual({ cache: 'MISS', names: ['Lambda Bot', 'Kappa Bot'] });
    // The fresh answer replaced the stale one, for everybody.
    expect(await names()).toEqual({ cache: 'HIT', names: ['Lambda Bot', 'Kappa Bot'] });
  });

  it("never replays a moved bot page: a vote shows on the bot's page at once, for anyone", async () => {
    const botId = await publish('Mu Bot');
    await api.request('GET', `/api/bots/${botId}`);
    expect((await client.vote(botId)).status).toBe(201);
    const page = await api.request<{ voteCount: number }>('GET', `/api/bots/${botId}`);
    expect([page.headers.get('x-cache'), page.body.voteCount]).toEqual(['MISS', 1]);
  });

  it.each(['60001', '-1', '1.5', 'soon'])('refuses PUBLIC_CACHE_STALE_MS=%s', (value) => {
    expect(() => loadConfig({ PUBLIC_CACHE_STALE_MS: value })).toThrow(
      /PUBLIC_CACHE_STALE_MS must be a whole number from 0 to 60000/,
    );
  });

  it.each(['86400001', '-1', '2.5', 'never'])('refuses PUBLIC_CACHE_IDLE_MS=%s', (value) => {
    expect(() => loadConfig({ PUBLIC_CACHE_IDLE_MS: value })).toThrow(
      /PUBLIC_CACHE_IDLE_MS must be a whole number from 0 to 86400000/,
    );
  });

  it('drops answers idle for two minutes by default; 0 keeps them', () => {
    expect(loadConfig({}).publicCacheIdleMs).toBe(120_000);
    expect(loadConfig({ PUBLIC_CACHE_IDLE_MS: '0' }).publicCacheIdleMs).toBe(0);
  });

  it('allows a second in production by default, and nothing elsewhere', () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(40),
      METRICS_TOKEN: 't'.repeat(40),
      STAFF_ROLE_IDS: '100000000000000001,100000000000000002',
    });
    expect(production.publicCacheStaleMs).toBe(1000);
    expect(loadConfig({}).publicCacheStaleMs).toBe(0);
  });
});
