import { canManageBot } from './bot-ownership';
import type { SlashCommand } from './bot-data';
/** A bot as every public list and the detail page answer it (spec section 3). */
export interface BotView {
  id: number;
  /** The bot's address `/bot/{slug}`; null for a bot published before slugs (`/bot/{id}`). */
  slug: string | null;
  name: string;
  description: string;
  shortDescription: string;
  avatar: string;
  inviteUrl: string;
  supportServerUrl: string | null;
  websiteUrl: string | null;
  githubUrl: string | null;
  discordAppId: string | null;
  categories: string[];
  /** The first category, for lists that show a single one. */
  category: string | null;
  tags: string[];
  /** Average vote in tenths of a star: 43 means 4.3 out of 5. */
  rating: number;
  ratingCount: number;
  /** What the bot last posted with its token (0 until then); `shards` sum to `serverCount`. */
  serverCount: number;
  userCount: number;
  shardCount: number;
  /** When the bot last posted its stats; null when it never did. */
  statsUpdatedAt: string | null;
  /** Votes of all time. */
  voteCount: number;
  /** Votes in `votesMonth` (UTC `YYYY-MM`, the month of the latest vote; null before any). */
  monthlyVoteCount: number;
  votesMonth: string | null;
  isOnline: boolean;
  isFeatured: boolean;
  isApproved: boolean;
  submitterId: string;
  ownerName: string;
  createdAt: string;
  updatedAt: string;
}

/** Where a listing stands: only `live` is public; the others reach their owner and staff. */
export type BotListingStatus = 'pending' | 'live' | 'rejected' | 'unlisted';

/** What only the bot's page and its owner's edit form need: absent fields are null or empty. */
export interface BotMediaView {
  banner: string | null;
  screenshots: string[];
  slashCommands: SlashCommand[];
}

/** One bot as its page answers it (`GET /api/bots/:id`): the view plus where it stands. */
export interface BotPageView extends BotView, BotMediaView {
  status: BotListingStatus;
  /** Who develops it beside the main owner (`submitterId`): they reply to reviews, never rate or vote. */
  coOwnerIds: string[];
}

/** The main owner or a co-owner of the bot a page shows: `canManageBot` over the page's view. */
export function developsBot(
  bot: Pick<BotPageView, 'submitterId' | 'coOwnerIds'>,
  userId: string | undefined,
): boolean {
  const ownership = { ownerId: bot.submitterId, coOwnerIds: bot.coOwnerIds };
  return userId !== undefined && canManageBot(ownership, userId);
}

export interface TrendingBotView extends BotView {
  /** Within the window: distinct visitors who clicked Invite, or votes (`by=votes`). */
  trendingScore: number;
}

/** What trending counts: invite clicks (distinct visitors) or votes. */
export type TrendingSignal = 'invites' | 'votes';
export const TRENDING_SIGNALS: readonly TrendingSignal[] = ['invites', 'votes'];

export type TrendingWindow = 'week' | 'month' | 'all';
export const TRENDING_WINDOWS: readonly TrendingWindow[] = ['week', 'month', 'all'];

/** `servers`: most servers; `votes`: most votes this month. */
export type BotSort = 'newest' | 'rating' | 'name' | 'relevance' | 'servers' | 'votes';
export const BOT_SORTS: readonly BotSort[] = [
  'newest',
  'rating',
  'name',
  'relevance',
  'servers',
  'votes',
];

/** The owner's view of one of their bots: Live once approved, Pending while in review. */
export interface UserBotView extends BotView, BotMediaView {
  status: 'live' | 'pending';
  /** The submission behind a pending entry (delete it to withdraw). */
  submissionId: string | null;
  /** The viewer's place: main owner, co-owner, or offered the bot (not yet accepted). */
  role: 'owner' | 'co-owner' | 'offered';
  coOwnerIds: string[];
  /** The user a pending ownership transfer is offered to. */
  transferOfferedTo: string | null;
}

/** The owner's dashboard entry: the bot joined with whether it has an API token (never the token). */
export interface DashboardBotView extends UserBotView {
  tokenIssuedAt: string | null;
}

export interface CategoryView {
  id: string;
  name: string;
  icon: string;
  description: string;
  color: string;
  botCount: number;
}

export interface StatsView {
  totalBots: number;
  categories: number;
}
