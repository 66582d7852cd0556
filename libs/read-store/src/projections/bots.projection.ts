import type { BotData, RecordedEvent } from '@botdir/contracts';
import type { BotStatus } from '../read-store.port';
import { botField, booleanField, integerField, occurredAt, stringField } from './event-fields';
import type { Projection } from './projection';

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

const BOT_EVENTS = new Set([
  'BotSubmitted',
  'SubmissionReviewed',
  'SubmissionDeleted',
  'BotPublished',
  'BotEdited',
  'BotFeatured',
  'BotDeleted',
]);

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

function onSubmissionEvent(doc: BotDoc | null, event: RecordedEvent, at: string): BotDoc | null {
  const submissionId = stringField(event, 'submissionId');
  if (event.type === 'BotSubmitted') {
    const bot = botField(event);
    if (doc && !isDraft(doc)) return doc;
    return {
      id: doc?.id ?? integerField(event, 'botId'),
      bot,
      status: 'pending',
      published: false,
      isFeatured: doc?.isFeatured ?? false,
      submissionId,
      createdAt: at,
      updatedAt: at,
    };
  }
  if (!isDraft(doc) || doc.submissionId !== submissionId) return doc;
  if (event.type === 'SubmissionDeleted') return null;
  const decision = stringField(event, 'decision');
  return decision === 'rejected' ? { ...doc, status: 'rejected', updatedAt: at } : doc;
}

function evolveBot(doc: BotDoc | null, event: RecordedEvent): BotDoc | null {
  const at = occurredAt(event);
  if (event.type.startsWith('Submission') || event.type === 'BotSubmitted') {
    return onSubmissionEvent(doc, event, at);
  }
  if (event.type === 'BotPublished') {
    const bot = botField(event);
    if (doc?.status === 'deleted') return doc;
    const createdAt = doc?.published ? doc.createdAt : at;
    const id = integerField(event, 'botId');
    const submissionId = stringField(event, 'submissionId');
    const isFeatured = doc?.isFeatured ?? false;
    return {
      id,
      bot,
      status: 'live',
      published: true,
      isFeatured,
      submissionId,
      createdAt,
      updatedAt: at,
    };
  }
  if (!doc || doc.status === 'deleted') return doc;
  switch (event.type) {
    case 'BotEdited':
      return { ...doc, bot: botField(event), updatedAt: at };
    case 'BotFeatured':
      return { ...doc, isFeatured: booleanField(event, 'featured'), updatedAt: at };
    case 'BotDeleted':
      return { ...doc, status: 'deleted', updatedAt: at };
    default:
      return doc;
  }
}

export const botsProjection: Projection<BotDoc> = {
  name: 'bots',
  keyOf: (event) => (BOT_EVENTS.has(event.type) ? String(integerField(event, 'botId')) : null),
  evolve: evolveBot,
};
