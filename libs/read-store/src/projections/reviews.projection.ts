import {
  assertNever,
  reviewFromRating,
  type DirectoryEventOf,
  type RecordedEvent,
  type ReviewPosted,
  type ReviewView,
} from '@botdir/contracts';
import { defineProjection } from './projection';

/** One review with what staff need besides: who flagged it and why. */
export interface ReviewDoc extends ReviewView {
  flagReasons: string[];
  hiddenReason: string | null;
}

/** The newest flags' reasons staff read; the count keeps counting (a document stays bounded). */
export const FLAG_REASONS_KEPT = 20;

const REVIEW_EVENT_TYPES = [
  'BotRated',
  'ReviewPosted',
  'ReviewEdited',
  'ReviewDeleted',
  'ReviewReplied',
  'ReviewHelpfulMarked',
  'ReviewFlagged',
  'ReviewHidden',
] as const;
type ReviewEventType = (typeof REVIEW_EVENT_TYPES)[number];
type FoldedEvent = RecordedEvent<DirectoryEventOf<ReviewEventType>>;

function posted(doc: ReviewDoc | null, data: ReviewPosted['data'], at: string): ReviewDoc {
  const { reviewId, botId, authorId, authorName, stars, text } = data;
  // A repeated post of one id is an old vote replacing the earlier one: an edit.
  if (doc) return { ...doc, stars, text, editedAt: at, authorName: authorName || doc.authorName };
  return {
    reviewId,
    botId,
    authorId,
    authorName,
    stars,
    text,
    createdAt: at,
    editedAt: null,
    helpfulCount: 0,
    reply: null,
    hidden: false,
    flagCount: 0,
    flagReasons: [],
    hiddenReason: null,
  };
}

function evolveReview(doc: ReviewDoc | null, event: FoldedEvent): ReviewDoc | null {
  const at = event.metadata.occurredAt;
  if (event.type === 'BotRated') return posted(doc, reviewFromRating(event.data), at);
  if (event.type === 'ReviewPosted') return posted(doc, event.data, at);
  if (!doc) return null;
  switch (event.type) {
    case 'ReviewEdited':
      return { ...doc, stars: event.data.stars, text: event.data.text, editedAt: at };
    case 'ReviewDeleted':
      return null;
    case 'ReviewReplied':
      return { ...doc, reply: { text: event.data.text, at } };
    case 'ReviewHelpfulMarked':
      return { ...doc, helpfulCount: doc.helpfulCount + (event.data.helpful ? 1 : -1) };
    case 'ReviewFlagged':
      return {
        ...doc,
        flagCount: doc.flagCount + 1,
        flagReasons: [...doc.flagReasons, event.data.reason].slice(-FLAG_REASONS_KEPT),
      };
    case 'ReviewHidden':
      return { ...doc, hidden: true, hiddenReason: event.data.reason };
    default:
      return assertNever(event);
  }
}

/** What the bot page shows of a review: not the flags' reasons, nor staff's. */
export function toReviewView(doc: ReviewDoc): ReviewView {
  const { flagReasons: _reasons, hiddenReason: _hidden, ...view } = doc;
  return view;
}

/** Reviews by id (`{botId}-{authorId}-{n}`): a user's old `BotRated` votes are review 0. */
export const reviewsProjection = defineProjection<ReviewDoc, ReviewEventType>({
  name: 'reviews',
  eventTypes: REVIEW_EVENT_TYPES,
  keyOf: (event) =>
    event.type === 'BotRated' ? reviewFromRating(event.data).reviewId : event.data.reviewId,
  evolve: evolveReview,
});
