import {
  PLATFORM_LIMITS,
  secondsLeft,
  type BotStatsReported,
  type Decider,
  type RecordedAt,
  type StatsPost,
} from '@botdir/contracts';
import { platformErrors } from './platform.errors';

export interface ReportBotStats {
  type: 'ReportBotStats';
  botId: number;
  post: StatsPost;
  /** The command's time: the cooldown is decided against it. */
  now: string;
}

/** The bot's numbers as last accepted, and when. */
export interface BotStatsState {
  reportedAt: string | null;
  serverCount: number;
  shardCount: number;
  /** Server count per shard id; empty when the bot never posted per shard. */
  shards: number[];
  userCount: number | null;
}

export const initialBotStatsState: BotStatsState = {
  reportedAt: null,
  serverCount: 0,
  shardCount: 0,
  shards: [],
  userCount: null,
};

function evolve(_state: BotStatsState, event: BotStatsReported, recorded: RecordedAt) {
  const { serverCount, shardCount, shards, userCount } = event.data;
  return { reportedAt: recorded.occurredAt, serverCount, shardCount, shards, userCount };
}

const sum = (counts: readonly number[]) => counts.reduce((total, count) => total + count, 0);

/** One shard's count replaces that shard's earlier one; the bot's count is the sum. */
function withShard(state: BotStatsState, shardId: number, count: number, declared: number | null) {
  const shardCount = declared ?? Math.max(state.shardCount, state.shards.length, shardId + 1);
  const shards = Array.from({ length: shardCount }, (_, id) => state.shards[id] ?? 0);
  shards[shardId] = count;
  return { shards, shardCount };
}

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
    ({ shards, shardCount } = withShard(state, post.shardId, serverCount, post.shardCount));
    serverCount = sum(shards);
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
