import type { BotStatsReported, StatsPost } from '@botdir/contracts';
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
});
