import {
  assertNever,
  monthOf,
  type BotData,
  type DirectoryEventOf,
  type RecordedEvent,
} from '@botdir/contracts';
import type { BotStatus } from '../read-store.port';
import { evolveOwnership } from './bot-owners';
import { defineProjection } from './projection';

/** A bot's listing, public or not. Ratings live in their own read model. */
export interface BotDoc {
  id: number;
  bot: BotData;
  status: BotStatus;
  /** Ever made public: from then on submissions no longer change the listing. */
  published: boolean;
  isFeatured: boolean;
  /** The submission behind an unpublished listing (the one a withdrawal removes). */
  submissionId: string | null;
  /** Submission time until first published, then the time it was first published. */
  createdAt: string;
  updatedAt: string;
  /** What the bot last posted with its token; null until it does. */
  stats: BotStatsDoc | null;
  votes: VotesDoc;
  /** The current slug; absent before any BotSlugAssigned (bots published before slugs). */
  slug?: string;
  /** Every slug the bot ever held, the current one included: old ones keep naming it. */
  slugs?: string[];
  /** Current co-owners; absent until the first is added. */
  coOwnerIds?: string[];
  /** The user a pending ownership transfer is offered to; absent or null when none is. */
  transferOfferedTo?: string | null;
}

export interface BotStatsDoc {
  serverCount: number;
  shardCount: number;
  shards: number[];
  userCount: number | null;
  updatedAt: string;
}

/** All-time votes, and the votes of the month of the latest vote (UTC `YYYY-MM`). */
export interface VotesDoc {
  total: number;
  month: string | null;
  monthCount: number;
}

export const NO_VOTES: VotesDoc = { total: 0, month: null, monthCount: 0 };

const BOT_EVENT_TYPES = [
  'BotSubmitted',
  'PendingSubmissionEdited',
  'SubmissionReviewed',
  'SubmissionDeleted',
  'BotPublished',
  'BotEdited',
  'BotFeatured',
  'BotDeleted',
  'BotStatsReported',
  'VoteCast',
  'BotUnlisted',
  'BotRelisted',
  'BotSlugAssigned',
  'CoOwnerAdded',
  'CoOwnerRemoved',
  'OwnershipTransferOffered',
  'OwnershipTransferAccepted',
  'OwnershipTransferCancelled',
] as const;
type BotEventType = (typeof BOT_EVENT_TYPES)[number];

export const isPublicBot = (doc: BotDoc | null): boolean => doc?.status === 'live';

/** Counters a bot adds to categories and stats; both adapters keep them in step with the docs. */
export function countersOf(doc: BotDoc | null): string[] {
  if (!doc || !isPublicBot(doc)) return [];
  const categories = [...new Set(doc.bot.categories)].map((category) => `category:${category}`);
  return ['public', ...categories];
}

/** Submissions only shape a listing that has never been public and is not deleted. */
const isDraft = (doc: BotDoc | null): doc is BotDoc =>
  doc !== null && !doc.published && doc.status !== 'deleted';

/** The draft listing a submission stands behind (a withdrawal or rejection of another does not count). */
const isDraftOf = (doc: BotDoc | null, submissionId: string): doc is BotDoc =>
  isDraft(doc) && doc.submissionId === submissionId;

const isListed = (doc: BotDoc | null): doc is BotDoc => doc !== null && doc.status !== 'deleted';

/** The slugs a listing keeps when an event rebuilds it. */
const slugsOf = (doc: BotDoc | null): Pick<BotDoc, 'slug' | 'slugs'> =>
  doc?.slug === undefined ? {} : { slug: doc.slug, slugs: doc.slugs ?? [doc.slug] };

function assignSlug(doc: BotDoc, slug: string): BotDoc {
  const slugs = doc.slugs ?? [];
  return { ...doc, slug, slugs: slugs.includes(slug) ? slugs : [...slugs, slug] };
}

/** The co-owners and pending offer a listing keeps when an event rebuilds it. */
const ownersOf = (doc: BotDoc | null): Pick<BotDoc, 'coOwnerIds' | 'transferOfferedTo'> =>
  doc?.coOwnerIds === undefined
    ? {}
    : { coOwnerIds: doc.coOwnerIds, transferOfferedTo: doc.transferOfferedTo ?? null };

/** A vote adds its weight (2 on weekends) to the all-time and the monthly count. */
function countVote(votes: VotesDoc, month: string, weight: number): VotesDoc {
  const monthCount = votes.month === month ? votes.monthCount + weight : weight;
  return { total: votes.total + weight, month, monthCount };
}

function evolveBot(
  doc: BotDoc | null,
  event: RecordedEvent<DirectoryEventOf<BotEventType>>,
): BotDoc | null {
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'BotSubmitted': {
      if (doc && !isDraft(doc)) return doc;
      const { botId, bot, submissionId } = event.data;
      const isFeatured = doc?.isFeatured ?? false;
      return {
        id: doc?.id ?? botId,
        bot,
        status: 'pending',
        published: false,
        isFeatured,
        submissionId,
        createdAt: at,
        updatedAt: at,
        stats: doc?.stats ?? null,
        votes: doc?.votes ?? NO_VOTES,
      };
    }
    case 'PendingSubmissionEdited':
      // The pending listing (its page, its name claim) follows the owner's edit.
      if (!isDraftOf(doc, event.data.submissionId) || doc.status !== 'pending') return doc;
      return { ...doc, bot: event.data.bot, updatedAt: at };
    case 'SubmissionReviewed':
      if (!isDraftOf(doc, event.data.submissionId) || event.data.decision !== 'rejected')
        return doc;
      return { ...doc, status: 'rejected', updatedAt: at };
    case 'SubmissionDeleted':
      return isDraftOf(doc, event.data.submissionId) ? null : doc;
    case 'BotPublished': {
      if (doc?.status === 'deleted') return doc;
      const { botId, bot, submissionId } = event.data;
      const createdAt = doc?.published ? doc.createdAt : at;
      const isFeatured = doc?.isFeatured ?? false;
      return {
        id: botId,
        bot,
        status: 'live',
        published: true,
        isFeatured,
        submissionId,
        createdAt,
        updatedAt: at,
        stats: doc?.stats ?? null,
        votes: doc?.votes ?? NO_VOTES,
        ...slugsOf(doc),
        ...ownersOf(doc),
      };
    }
    case 'CoOwnerAdded':
    case 'CoOwnerRemoved':
    case 'OwnershipTransferOffered':
    case 'OwnershipTransferAccepted':
    case 'OwnershipTransferCancelled':
      return isListed(doc) ? evolveOwnership(doc, event) : doc;
    case 'BotSlugAssigned':
      return isListed(doc) ? assignSlug(doc, event.data.slug) : doc;
    case 'BotEdited':
      return isListed(doc) ? { ...doc, bot: event.data.bot, updatedAt: at } : doc;
    case 'BotFeatured':
      return isListed(doc) ? { ...doc, isFeatured: event.data.featured, updatedAt: at } : doc;
    case 'BotDeleted':
      return isListed(doc) ? { ...doc, status: 'deleted', updatedAt: at } : doc;
    case 'BotStatsReported': {
      if (!isListed(doc)) return doc;
      const { serverCount, shardCount, shards, userCount } = event.data;
      return { ...doc, stats: { serverCount, shardCount, shards, userCount, updatedAt: at } };
    }
    case 'VoteCast':
      return isListed(doc)
        ? { ...doc, votes: countVote(doc.votes, monthOf(at), event.data.weight) }
        : doc;
    case 'BotUnlisted':
      return doc?.status === 'live' ? { ...doc, status: 'unlisted', updatedAt: at } : doc;
    case 'BotRelisted':
      return doc?.status === 'unlisted' ? { ...doc, status: 'live', updatedAt: at } : doc;
    default:
      return assertNever(event);
  }
}

export const botsProjection = defineProjection<BotDoc, BotEventType>({
  name: 'bots',
  eventTypes: BOT_EVENT_TYPES,
  keyOf: (event) => String(event.data.botId),
  evolve: evolveBot,
});
