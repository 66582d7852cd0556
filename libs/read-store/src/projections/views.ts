import {
  CATEGORY_CATALOGUE,
  type BotData,
  type BotMediaView,
  type BotView,
  type CategoryView,
  type StatsView,
  type UserBotView,
} from '@botdir/contracts';
import type { BotDetailView, BotStatus } from '../read-store.port';
import type { BotDoc } from './bots.projection';

export interface RatingSummary {
  rating: number;
  ratingCount: number;
}

export const NO_RATING: RatingSummary = { rating: 0, ratingCount: 0 };

export function toBotView(doc: BotDoc, rating: RatingSummary): BotView {
  const { bot } = doc;
  return {
    id: doc.id,
    slug: doc.slug ?? null,
    name: bot.name,
    description: bot.description,
    shortDescription: bot.shortDescription,
    avatar: bot.avatar,
    inviteUrl: bot.inviteUrl,
    supportServerUrl: bot.supportServerUrl ?? null,
    websiteUrl: bot.websiteUrl ?? null,
    githubUrl: bot.githubUrl ?? null,
    discordAppId: bot.discordAppId ?? null,
    categories: bot.categories,
    category: bot.categories[0] ?? null,
    tags: bot.tags,
    rating: rating.rating,
    ratingCount: rating.ratingCount,
    serverCount: doc.stats?.serverCount ?? 0,
    userCount: doc.stats?.userCount ?? 0,
    shardCount: doc.stats?.shardCount ?? 0,
    statsUpdatedAt: doc.stats?.updatedAt ?? null,
    voteCount: doc.votes.total,
    monthlyVoteCount: doc.votes.monthCount,
    votesMonth: doc.votes.month,
    isOnline: bot.isOnline,
    isFeatured: doc.isFeatured,
    isApproved: doc.status === 'live',
    submitterId: bot.ownerId,
    ownerName: bot.ownerName,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}

/** Listings made before banners, screenshots and commands existed have none. */
export function toBotMediaView(bot: BotData): BotMediaView {
  return {
    banner: bot.banner ?? null,
    screenshots: bot.screenshots ?? [],
    slashCommands: bot.slashCommands ?? [],
  };
}

export function toBotDetailView(doc: BotDoc, rating: RatingSummary): BotDetailView {
  const status: BotStatus = doc.status;
  const media = toBotMediaView(doc.bot);
  const owners = { ownerId: doc.bot.ownerId, coOwnerIds: doc.coOwnerIds ?? [] };
  return { ...toBotView(doc, rating), ...media, ...owners, status };
}

function roleOf(doc: BotDoc, userId: string): UserBotView['role'] {
  if (doc.bot.ownerId === userId) return 'owner';
  return (doc.coOwnerIds ?? []).includes(userId) ? 'co-owner' : 'offered';
}

/**
 * The list of the bots a user owns, co-owns or is offered shows live bots and bots in review;
 * rejected and deleted ones are not listed.
 */
export function toUserBotView(
  doc: BotDoc,
  rating: RatingSummary,
  userId: string,
): UserBotView | null {
  const view = {
    ...toBotView(doc, rating),
    ...toBotMediaView(doc.bot),
    role: roleOf(doc, userId),
    coOwnerIds: doc.coOwnerIds ?? [],
    transferOfferedTo: doc.transferOfferedTo ?? null,
  };
  if (doc.status === 'live') return { ...view, status: 'live', submissionId: null };
  if (doc.status === 'pending') {
    return { ...view, status: 'pending', submissionId: doc.submissionId };
  }
  return null;
}

/** Catalogue order; counts come from the counters the bots projection maintains. */
export function toCategoryViews(counters: ReadonlyMap<string, number>): CategoryView[] {
  return CATEGORY_CATALOGUE.map((category) => ({
    ...category,
    botCount: counters.get(`category:${category.id}`) ?? 0,
  }));
}

export function toStatsView(counters: ReadonlyMap<string, number>): StatsView {
  return { totalBots: counters.get('public') ?? 0, categories: CATEGORY_CATALOGUE.length };
}

/** Newest first for lists of bots; the same order every adapter uses. */
export function compareUserBots(a: BotView, b: BotView): number {
  return a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1;
}
