import type { BotView } from './bot.read-models';

/** Limits of the developer platform; docs/rules.md and docs/http-api.md list them. */
export const PLATFORM_LIMITS = {
  /** At most one accepted stats post per bot in this many seconds. */
  statsIntervalSeconds: 60,
  /** One vote per user and bot in this many seconds (12 hours). */
  voteIntervalSeconds: 12 * 60 * 60,
  /** A server count older than this shows as stale. */
  statsStaleDays: 7,
  /** The most shards a stats post may name: `shard_count` at most this, `shard_id` below it. */
  shardsMax: 10_000,
  /**
   * The most servers one shard, or the whole bot, may report: 2.5 times the largest bot on
   * Discord today. A larger figure is refused, never stored.
   */
  serverCountMax: 50_000_000,
  /** The most users a bot may report (users are counted per server, so they exceed Discord's). */
  userCountMax: 10_000_000_000,
  /** Analytics ranges the owner may ask for, in days. */
  analyticsDays: [30, 90],
} as const;

const DAY_MS = 86_400_000;

/** A vote cast on a Saturday or Sunday (UTC) counts double; the cooldown stays 12 hours. */
export const isWeekendVote = (iso: string): boolean => [0, 6].includes(new Date(iso).getUTCDay());

/** What a vote cast at `iso` counts for in every vote total. */
export const voteWeightAt = (iso: string): 1 | 2 => (isWeekendVote(iso) ? 2 : 1);

/** The calendar month (UTC, `YYYY-MM`) of an ISO time: the month votes count toward. */
export const monthOf = (iso: string): string => iso.slice(0, 7);

/** The bot's votes in the month of `now` (0 when its latest vote was in an earlier month). */
export function votesThisMonth(bot: Pick<BotView, 'monthlyVoteCount' | 'votesMonth'>, now: Date) {
  return bot.votesMonth === monthOf(now.toISOString()) ? bot.monthlyVoteCount : 0;
}

/** True when the bot posted a count, but more than `statsStaleDays` ago. */
export function isStatsStale(bot: Pick<BotView, 'statsUpdatedAt'>, now: Date): boolean {
  if (bot.statsUpdatedAt === null) return false;
  return now.getTime() - Date.parse(bot.statsUpdatedAt) > PLATFORM_LIMITS.statsStaleDays * DAY_MS;
}

/** Seconds until a cooldown that started at `since` ends, at least 1 (0 once it has ended). */
export function secondsLeft(since: string | null, intervalSeconds: number, now: string): number {
  if (since === null) return 0;
  const left = Date.parse(since) + intervalSeconds * 1000 - Date.parse(now);
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** One day of a bot's analytics; `serverCount` is the last count known that day (null: none yet). */
export interface BotAnalyticsDay {
  day: string;
  views: number;
  inviteClicks: number;
  votes: number;
  ratings: number;
  serverCount: number | null;
}

export interface BotAnalyticsView {
  botId: number;
  days: number;
  /** Every day from the first to the last (UTC), oldest first, zeros included. */
  series: BotAnalyticsDay[];
}
