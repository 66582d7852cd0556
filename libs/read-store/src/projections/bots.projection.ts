import {
  assertNever,
  type BotData,
  type DirectoryEventOf,
  type RecordedEvent,
} from '@botdir/contracts';
import type { BotStatus } from '../read-store.port';
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
}

const BOT_EVENT_TYPES = [
  'BotSubmitted',
  'SubmissionReviewed',
  'SubmissionDeleted',
  'BotPublished',
  'BotEdited',
  'BotFeatured',
  'BotDeleted',
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
      };
    }
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
      };
    }
    case 'BotEdited':
      return isListed(doc) ? { ...doc, bot: event.data.bot, updatedAt: at } : doc;
    case 'BotFeatured':
      return isListed(doc) ? { ...doc, isFeatured: event.data.featured, updatedAt: at } : doc;
    case 'BotDeleted':
      return isListed(doc) ? { ...doc, status: 'deleted', updatedAt: at } : doc;
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
