import {
  PLATFORM_LIMITS,
  upcast,
  type BotStatsReported,
  type StatsPost,
  type UncheckedEvent,
} from '@botdir/contracts';
import { at, deciderSpec } from '@api/modules/testing/decider-spec';
import { botStatsDecider, type ReportBotStats } from './bot-stats.decider';

const spec = deciderSpec(botStatsDecider);

const T0 = '2025-01-01T10:00:00.000Z';
const LATER = '2025-01-01T10:05:00.000Z';

const post = (fields: Partial<StatsPost>): StatsPost => ({
  serverCount: null,
  shardId: null,
  shardCount: null,
  shards: null,
  userCount: null,
  ...fields,
});
const report = (fields: Partial<StatsPost>, now = LATER): ReportBotStats => ({
  type: 'ReportBotStats',
  botId: 7,
  post: post(fields),
  now,
});
const reported = (data: Omit<BotStatsReported['data'], 'botId'>): BotStatsReported => ({
  type: 'BotStatsReported',
  data: { botId: 7, ...data },
});

describe('ReportBotStats', () => {
  it('records an unsharded count', () => {
    spec
      .given([])
      .when(report({ serverCount: 120, userCount: 5000 }))
      .then([reported({ serverCount: 120, shardCount: 0, shards: [], userCount: 5000 })]);
  });

  it('sums per-shard posts per shard: a shard replaces only its own count', () => {
    const first = reported({ serverCount: 10, shardCount: 2, shards: [10, 0], userCount: null });
    spec
      .given([at(T0, first)])
      .when(report({ serverCount: 25, shardId: 1, shardCount: 2 }))
      .then([reported({ serverCount: 35, shardCount: 2, shards: [10, 25], userCount: null })]);
  });

  it('takes a list of shard counts as the whole bot', () => {
    spec
      .given([])
      .when(report({ shards: [3, 4, 5] }))
      .then([reported({ serverCount: 12, shardCount: 3, shards: [3, 4, 5], userCount: null })]);
  });

  it('keeps the last known user count when a post leaves it out', () => {
    const earlier = reported({ serverCount: 1, shardCount: 0, shards: [], userCount: 80 });
    spec
      .given([at(T0, earlier)])
      .when(report({ serverCount: 2 }))
      .then([reported({ serverCount: 2, shardCount: 0, shards: [], userCount: 80 })]);
  });

  it('accepts one post a minute and tells the next one when to come back', () => {
    const earlier = reported({ serverCount: 1, shardCount: 0, shards: [], userCount: null });
    spec
      .given([at(T0, earlier)])
      .when(report({ serverCount: 2 }, '2025-01-01T10:00:45.000Z'))
      .thenThrows('STATS.COOLDOWN', 'rate_limited', { retryAfter: 15 });
    spec
      .given([at(T0, earlier)])
      .when(report({ serverCount: 2 }, '2025-01-01T10:01:00.000Z'))
      .then([reported({ serverCount: 2, shardCount: 0, shards: [], userCount: null })]);
  });

  it('refuses per-shard posts that would add up past the ceiling, and stores nothing', () => {
    const max = PLATFORM_LIMITS.serverCountMax;
    const earlier = reported({
      serverCount: max,
      shardCount: 2,
      shards: [max, 0],
      userCount: null,
    });
    spec
      .given([at(T0, earlier)])
      .when(report({ serverCount: 1, shardId: 1, shardCount: 2 }))
      .thenThrows('STATS.INVALID', 'invalid');
  });

  it('drops the shards past a smaller declared shard count', () => {
    const first = reported({
      serverCount: 30,
      shardCount: 3,
      shards: [10, 0, 20],
      userCount: null,
    });
    spec
      .given([at(T0, first)])
      .when(report({ serverCount: 5, shardId: 0, shardCount: 2 }))
      .then([reported({ serverCount: 5, shardCount: 2, shards: [5, 0], userCount: null })]);
  });
});

describe('ReportBotStats after an absurd post stored before the bounds (v1)', () => {
  const v1 = (data: object): UncheckedEvent => ({
    id: 'evt-old',
    streamId: 'bot-stats-7',
    type: 'BotStatsReported',
    revision: 0,
    position: 1,
    data,
    metadata: {
      actor: { id: 'bot:7', name: 'Bot 7', roles: [] },
      correlationId: 'c',
      causationId: 'c',
      commandId: 'cmd-old',
      occurredAt: T0,
      schemaVersion: 1,
    },
  });
  const huge = 9_007_199_254_740_991;
  const stored = v1({
    botId: 7,
    serverCount: huge * 3,
    shardCount: 4_294_967_295,
    shards: [huge, huge, huge],
    userCount: huge,
  });

  it('is read clamped to the bounds', () => {
    const { data } = upcast(stored) as unknown as BotStatsReported;
    expect(data.shardCount).toBe(PLATFORM_LIMITS.shardsMax);
    expect(data.shards).toEqual(Array(3).fill(PLATFORM_LIMITS.serverCountMax));
    expect(data.serverCount).toBe(PLATFORM_LIMITS.serverCountMax);
    expect(data.userCount).toBe(PLATFORM_LIMITS.userCountMax);
  });

  it('cannot poison the next per-shard post: it replaces the shard and sums bounded counts', () => {
    const old = upcast(stored) as unknown as BotStatsReported;
    spec
      .given([at(T0, old)])
      .when(report({ serverCount: 7, shardId: 0, shardCount: 1 }))
      .then([
        reported({
          serverCount: 7,
          shardCount: 1,
          shards: [7],
          userCount: PLATFORM_LIMITS.userCountMax,
        }),
      ]);
  });

  it('a declared shard count of 2^32-1 from before is read as at most shardsMax', () => {
    const old = upcast(
      v1({ botId: 7, serverCount: 1, shardCount: 4_294_967_295, shards: [], userCount: null }),
    ) as unknown as BotStatsReported;
    expect(old.data.shardCount).toBe(PLATFORM_LIMITS.shardsMax);
    spec
      .given([at(T0, old)])
      .when(report({ serverCount: 3, shardId: 2 }))
      .then([
        reported({
          serverCount: 3,
          shardCount: PLATFORM_LIMITS.shardsMax,
          shards: Array.from({ length: PLATFORM_LIMITS.shardsMax }, (_, id) => (id === 2 ? 3 : 0)),
          userCount: null,
        }),
      ]);
  });
});
