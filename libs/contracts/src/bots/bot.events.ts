import type { DomainEvent } from '../common/event-envelope';
import type { BotData } from './bot-data';
import type { GivenReason } from '../staff/canned-reason.events';

/** An approved submission made the bot public (appended by the approval process manager). */
export type BotPublished = DomainEvent<
  'BotPublished',
  { botId: number; submissionId: string; bot: BotData; approvedBy: string }
>;

/** The owner (or staff) changed the bot's listing; `bot` is the whole new listing. */
export type BotEdited = DomainEvent<'BotEdited', { botId: number; bot: BotData }>;

export type BotFeatured = DomainEvent<'BotFeatured', { botId: number; featured: boolean }>;

export type BotDeleted = DomainEvent<
  'BotDeleted',
  { botId: number; deletedBy: string; byStaff: boolean }
>;

/**
 * The owner (or staff) issued an API token for the bot; only its sha256 (hex) is stored. A later
 * one replaces it, so the earlier token stops working at once.
 */
export type BotTokenIssued = DomainEvent<'BotTokenIssued', { botId: number; tokenHash: string }>;

/** Staff took the bot off every public list (after a report, or on their own), with a reason. */
export type BotUnlisted = DomainEvent<
  'BotUnlisted',
  { botId: number; reason: string; reportId?: string; reasons?: GivenReason[] }
>;

export type BotRelisted = DomainEvent<'BotRelisted', { botId: number; reason: string }>;

/**
 * An edit raised the invite's permissions or changed its client_id: it waits for staff as
 * submission `submissionId`; the live listing keeps its old invite until it is approved.
 */
export type BotEditNeedsReview = DomainEvent<
  'BotEditNeedsReview',
  { botId: number; submissionId: string; bot: BotData; reasons: string[] }
>;

/**
 * The bot's slug (`/bot/{slug}`): given from its name when first published, later changed by its
 * owner. Every slug it ever held keeps naming it (old ones redirect to the current one).
 */
export type BotSlugAssigned = DomainEvent<'BotSlugAssigned', { botId: number; slug: string }>;

/** The main owner made `userId` a co-owner: they may now manage the bot (not delete or transfer it). */
export type CoOwnerAdded = DomainEvent<
  'CoOwnerAdded',
  { botId: number; userId: string; addedBy: string }
>;

/** The main owner took a co-owner's access away (at once: checks read the bot's stream). */
export type CoOwnerRemoved = DomainEvent<
  'CoOwnerRemoved',
  { botId: number; userId: string; removedBy: string }
>;

/** The main owner offered the bot to `toUserId`; nothing moves until they accept. */
export type OwnershipTransferOffered = DomainEvent<
  'OwnershipTransferOffered',
  { botId: number; fromUserId: string; toUserId: string }
>;

/**
 * `toUserId` accepted: they are the main owner now (no longer a co-owner), and the former owner
 * stays as a co-owner when there is room (`formerOwnerStays`), else leaves.
 */
export type OwnershipTransferAccepted = DomainEvent<
  'OwnershipTransferAccepted',
  {
    botId: number;
    fromUserId: string;
    toUserId: string;
    toUserName: string;
    formerOwnerStays: boolean;
  }
>;

/** The pending offer was withdrawn by the owner, or declined by the user it was made to. */
export type OwnershipTransferCancelled = DomainEvent<
  'OwnershipTransferCancelled',
  { botId: number; toUserId: string; cancelledBy: string }
>;

export type BotOwnershipEvent =
  | CoOwnerAdded
  | CoOwnerRemoved
  | OwnershipTransferOffered
  | OwnershipTransferAccepted
  | OwnershipTransferCancelled;

export type BotEvent =
  | BotOwnershipEvent
  | BotPublished
  | BotSlugAssigned
  | BotEdited
  | BotFeatured
  | BotDeleted
  | BotTokenIssued
  | BotUnlisted
  | BotRelisted
  | BotEditNeedsReview;

/** One visitor's click on Invite; its event id is derived from (bot, visitor, day). */
export type InviteClicked = DomainEvent<
  'InviteClicked',
  { botId: number; visitor: string; day: string }
>;

/** One user's vote, 1 to 5 stars; a later vote by the same user replaces it. */
export type BotRated = DomainEvent<'BotRated', { botId: number; userId: string; stars: number }>;

/**
 * One user's upvote for a bot; at most one per user and bot every 12 hours (decided per stream).
 * v2: `weight` is what it counts for, 2 when cast on a Saturday or Sunday (UTC), else 1; v1 events
 * read as weight 1.
 */
export type VoteCast = DomainEvent<
  'VoteCast',
  { botId: number; userId: string; weight: VoteWeight }
>;

export type VoteWeight = 1 | 2;

/**
 * The bot's own numbers, posted with its token (stream `bot-stats-{id}`): the totals after this
 * post, per-shard counts summed (`shards[i]` is shard i's server count; empty when unsharded).
 * v2: every figure within PLATFORM_LIMITS (v1 events are clamped on read).
 */
export type BotStatsReported = DomainEvent<
  'BotStatsReported',
  {
    botId: number;
    serverCount: number;
    shardCount: number;
    shards: number[];
    userCount: number | null;
  }
>;

/**
 * A day's last accepted server count (stream `bot-stats-days-{id}`), written when the bot first
 * posts on a later day: the stats stream keeps only its latest post, so this is the day's figure
 * for analytics. Several for one day (a post racing midnight) carry the later count last.
 */
export type BotStatsDayClosed = DomainEvent<
  'BotStatsDayClosed',
  { botId: number; day: string; serverCount: number }
>;

/** One visitor opened the bot's page; its event id is derived from (bot, visitor, day). */
export type PageViewed = DomainEvent<'PageViewed', { botId: number; visitor: string; day: string }>;

export const BOT_EVENT_VERSIONS: Record<
  | BotEvent['type']
  | 'InviteClicked'
  | 'BotRated'
  | 'VoteCast'
  | 'BotStatsReported'
  | 'BotStatsDayClosed'
  | 'PageViewed',
  number
> = {
  BotPublished: 1,
  BotEdited: 1,
  BotFeatured: 1,
  BotDeleted: 1,
  InviteClicked: 1,
  BotRated: 1,
  VoteCast: 2,
  BotTokenIssued: 1,
  BotUnlisted: 1,
  BotRelisted: 1,
  BotEditNeedsReview: 1,
  BotSlugAssigned: 1,
  CoOwnerAdded: 1,
  CoOwnerRemoved: 1,
  OwnershipTransferOffered: 1,
  OwnershipTransferAccepted: 1,
  OwnershipTransferCancelled: 1,
  BotStatsReported: 2,
  BotStatsDayClosed: 1,
  PageViewed: 1,
};
