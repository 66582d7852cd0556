import { PLATFORM_LIMITS } from '@botdir/contracts';
import { useDirectory, type StatsTaken } from '@api/testing/directory-client';

/**
 * A stats post is bounded by its meaning: every number a bot sends is refused above its ceiling
 * before it costs memory or work (the probe's `shard_count: 4294967295` ran the api out of memory).
 */
describe('stats posts are bounded', () => {
  const { api, client } = useDirectory();
  let token: string;
  let botId: number;

  beforeAll(async () => {
    botId = await client.liveBot();
    token = (await client.issueToken(botId)).body.token;
  });

  const post = (body: unknown) => client.postStats(botId, token, body);

  const huge = Number.MAX_SAFE_INTEGER;
  const refused: [string, unknown, string][] = [
    [
      'shard_count 2^32-1',
      { server_count: 1, shard_id: 0, shard_count: 4_294_967_295 },
      'shard_count',
    ],
    [
      'shard_count 2^32',
      { server_count: 1, shard_id: 0, shard_count: 4_294_967_296 },
      'shard_count',
    ],
    ['shard_count 1e7', { server_count: 1, shard_id: 0, shard_count: 1e7 }, 'shard_count'],
    ['shard_count 1e8', { server_count: 1, shard_id: 0, shard_count: 1e8 }, 'shard_count'],
    ['shardCount 1e9', { serverCount: 1, shardCount: 1e9 }, 'shardCount'],
    [
      'shard_count one past the bound',
      { server_count: 1, shard_count: PLATFORM_LIMITS.shardsMax + 1 },
      'shard_count',
    ],
    ['shard_id at the bound', { server_count: 1, shard_id: PLATFORM_LIMITS.shardsMax }, 'shard_id'],
    ['shard_id 1e15', { server_count: 1, shard_id: 1e15 }, 'shard_id'],
    [
      'shard_id not below shard_count',
      { server_count: 1, shard_id: 4, shard_count: 4 },
      'shard_id',
    ],
    ['three shards of 2^53-1', { shards: [huge, huge, huge] }, 'shards[0]'],
    ['server_count 1e12', { server_count: 1e12 }, 'server_count'],
    [
      'server_count one past the ceiling',
      { server_count: PLATFORM_LIMITS.serverCountMax + 1 },
      'server_count',
    ],
    ['guilds 1e300', { guilds: 1e300 }, 'guilds'],
    ['users 1e15', { server_count: 1, users: 1e15 }, 'users'],
    ['a fraction', { server_count: 1.5 }, 'server_count'],
    ['a number as text', { server_count: '12' }, 'server_count'],
    ['shards adding past the ceiling', { shards: [PLATFORM_LIMITS.serverCountMax, 1] }, 'shards'],
    ['more shards than declared', { shards: [1, 2, 3], shard_count: 2 }, 'shards'],
    [
      'more shards than the bound',
      { shards: Array.from({ length: PLATFORM_LIMITS.shardsMax + 1 }, () => 0) },
      'shards',
    ],
  ];

  it.each(refused)('refuses %s with 400 STATS.INVALID naming the field', async (_, body, field) => {
    const started = performance.now();
    const answer = await post(body);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ statusCode: 400, code: 'STATS.INVALID' });
    expect(Object.keys(answer.body.fields ?? {})).toContain(field);
  });

  it('keeps answering health while refusing, and stored nothing for the refused posts', async () => {
    const health = await api.request('GET', '/api/health');
    expect(health.status).toBe(200);
    const stats = await api.request<StatsTaken>('GET', `/api/bots/${botId}/stats`, {
      headers: { Authorization: token },
    });
    expect(stats.body).toEqual({ server_count: 0, shard_count: 0, shards: [] });
  });

  it('accepts the largest legal post, whose answer stays small', async () => {
    const shards = Array.from({ length: PLATFORM_LIMITS.shardsMax }, (_, id) => (id < 5 ? 1 : 0));
    const accepted = await post({ shards, users: PLATFORM_LIMITS.userCountMax });
    expect(accepted.status).toBe(200);
    expect(accepted.body.server_count).toBe(5);
    const stats = await api.request<StatsTaken>('GET', `/api/bots/${botId}/stats`, {
      headers: { Authorization: token },
    });
    expect(stats.body.shards).toHaveLength(PLATFORM_LIMITS.shardsMax);
    expect(JSON.stringify(stats.body).length).toBeLessThan(25_000);
  });
});
