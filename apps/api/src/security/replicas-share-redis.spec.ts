import Redis from 'ioredis';
import { DEVELOPER, TestApp } from '@api/testing/test-app';

const redisUrl = process.env.TEST_REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;
if (!redisUrl) console.log('skipped: no redis-server (TEST_REDIS_URL unset)');

/** Two api replicas on one Redis, as in production behind a load balancer. */
describeWithRedis('api replicas sharing Redis', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    const redis = new Redis(redisUrl as string);
    const keys = await redis.keys('botdir:ratelimit:*');
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    // Behind a trusted proxy, with an address of its own: other suites share this Redis from 127.0.0.1.
    const env = {
      REDIS_URL: redisUrl as string,
      RATE_LIMIT_GETS_PER_MINUTE: '5',
      TRUST_PROXY: 'loopback',
    };
    first = await TestApp.start(env);
    second = await TestApp.start(env);
  });
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
  });

  it('keeps a visitor logged in whichever replica answers', async () => {
    const cookie = await first.login(DEVELOPER);
    const answer = await second.request<{ user?: { id: string } }>('GET', '/api/auth/user', {
      cookie,
    });
    expect(answer.body.user?.id).toBe(DEVELOPER.id);
    await second.request('POST', '/auth/logout', { cookie });
    const after = await first.request<{ authenticated: boolean }>('GET', '/api/auth/user', {
      cookie,
    });
    expect(after.body.authenticated).toBe(false);
  });

  it('holds one read budget across replicas', async () => {
    const statuses: number[] = [];
    const headers = { 'X-Forwarded-For': '198.51.100.23' };
    for (const app of [first, second, first, second, first, second]) {
      statuses.push((await app.request('GET', '/api/stats', { headers })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
