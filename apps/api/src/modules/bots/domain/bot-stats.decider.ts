import {
  PLATFORM_LIMITS,
  invalidInput,
  secondsLeft,
  type BotStatsReported,
  type Decider,
  type RecordedAt,
  type StatsPost,
} from '@botdir/contracts';
import { PLATFORM, platformErrors } from './platform.errors';

export interface ReportBotStats {
  type: 'ReportBotStats';
  botId: number;
  post: StatsPost;
  /** The command's time: the cooldown is decided against it. */
  now: string;
}

/**
 * The bot's numbers as last accepted, and when. Per-shard counts are kept sparse (only the
 * shards that reported), so the state never holds an array sized by a number a client sent.
 */
export interface BotStatsState {
  reportedAt: string | null;
  serverCount: number;
  shardCount: number;
  /** Server count by shard id, for the shards that reported; empty when never sharded. */
  shardCounts: ReadonlyMap<number, number>;
  /** How many per-shard counts the last post listed (0 when unsharded); at most `shardsMax`. */
  shardsListed: number;
  userCount: number | null;
}

export const initialBotStatsState: BotStatsState = {
  reportedAt: null,
  serverCount: 0,
  shardCount: 0,
  shardCounts: new Map(),
  shardsListed: 0,
  userCount: null,
};

/** Events arrive upcast (bounded: see bot-stats.upcasters), so the state is bounded too. */
function evolve(_state: BotStatsState, event: BotStatsReported, recorded: RecordedAt) {
  const { serverCount, shardCount, shards, userCount } = event.data;
  const shardCounts = new Map<number, number>();
  shards.forEach((count, id) => {
    if (count > 0) shardCounts.set(id, count);
  });
  const shardsListed = shards.length;
  return {
    reportedAt: recorded.occurredAt,
    serverCount,
    shardCount,
    shardCounts,
    shardsListed,
    userCount,
  };
}

const sum = (counts: Iterable<number>) => {
  let total = 0;
  for (const count of counts) total += count;
  return total;
};

/** One shard's count replaces that shard's earlier one; shards past a smaller declared count go. */
function withShard(state: BotStatsState, shardId: number, count: number, declared: number | null) {
  const shardCount = declared ?? Math.max(state.shardCount, shardId + 1);
  const shardCounts = new Map([...state.shardCounts].filter(([id]) => id < shardCount));
  shardCounts.set(shardId, count);
  return { shardCounts, shardCount };
}

/** `length` is at most PLATFORM_LIMITS.shardsMax (the schema and the upcaster bound it). */
const denseShards = (shardCounts: ReadonlyMap<number, number>, length: number) =>
  Array.from({ length }, (_, id) => shardCounts.get(id) ?? 0);

/** The per-shard counts as the last post left them (`shards[i]` is shard i's). */
export const shardsOf = (state: BotStatsState): number[] =>
  denseShards(state.shardCounts, state.shardsListed);

function decide(command: ReportBotStats, state: BotStatsState): BotStatsReported[] {
  const wait = secondsLeft(state.reportedAt, PLATFORM_LIMITS.statsIntervalSeconds, command.now);
  if (wait > 0) throw platformErrors.statsCooldown(wait);
  const { post, botId } = command;
  const userCount = post.userCount ?? state.userCount;
  let shards: number[] = [];
  let shardCount = post.shardCount ?? 0;
  let serverCount = post.serverCount ?? 0;
  if (post.shards) {
    shards = post.shards;
    shardCount = Math.max(post.shardCount ?? 0, shards.length);
    serverCount = sum(shards);
  } else if (post.shardId !== null) {
    const merged = withShard(state, post.shardId, serverCount, post.shardCount);
    shardCount = merged.shardCount;
    serverCount = sum(merged.shardCounts.values());
    if (serverCount <= PLATFORM_LIMITS.serverCountMax) {
      shards = denseShards(merged.shardCounts, shardCount);
    }
  }
  if (serverCount > PLATFORM_LIMITS.serverCountMax) {
    throw invalidInput(
      PLATFORM.STATS_INVALID,
      `The shards add up to more than ${PLATFORM_LIMITS.serverCountMax} servers.`,
      { server_count: `the total must be at most ${PLATFORM_LIMITS.serverCountMax}` },
    );
  }
  return [
    { type: 'BotStatsReported', data: { botId, serverCount, shardCount, shards, userCount } },
  ];
}

/** Stream `bot-stats-{botId}`: at most one accepted post per minute (a rule over this stream). */
export const botStatsDecider: Decider<BotStatsState, ReportBotStats, BotStatsReported> = {
  initialState: initialBotStatsState,
  evolve,
  decide,
};
