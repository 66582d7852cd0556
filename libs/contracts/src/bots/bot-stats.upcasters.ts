import { PLATFORM_LIMITS } from './bot-platform';
import type { BotStatsReported } from './bot.events';

/** BotStatsReported v1: the same fields, stored before the counts were bounded (any size). */
export type BotStatsReportedV1Data = BotStatsReported['data'];

const { shardsMax, serverCountMax, userCountMax } = PLATFORM_LIMITS;

/**
 * v1 → v2: a post accepted before the bounds existed is read clamped to them (at most
 * `shardsMax` shards, each and the total at most `serverCountMax`), so an absurd stored figure
 * can neither poison the next post's decision nor top a listing after a replay.
 */
export function upcastBotStatsReportedV1(data: BotStatsReportedV1Data): BotStatsReported['data'] {
  const shards = data.shards.slice(0, shardsMax).map((count) => Math.min(count, serverCountMax));
  const total =
    shards.length > 0 ? shards.reduce((sum, count) => sum + count, 0) : data.serverCount;
  return {
    botId: data.botId,
    serverCount: Math.min(total, serverCountMax),
    shardCount: Math.min(Math.max(data.shardCount, shards.length), shardsMax),
    shards,
    userCount: data.userCount === null ? null : Math.min(data.userCount, userCountMax),
  };
}
