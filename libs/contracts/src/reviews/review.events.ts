import type { DomainEvent } from '../common/event-envelope';

/**
 * Reviews live on stream `bot-rating-{botId}-{userId}` (where a user's `BotRated` votes already
 * are): one review per user and bot, its replies, helpful marks, flags and hiding beside it.
 * `reviewId` is `{botId}-{authorId}-{n}`, the author's n-th review of the bot (review-ids.ts).
 */
export type ReviewPosted = DomainEvent<
  'ReviewPosted',
  {
    botId: number;
    reviewId: string;
    authorId: string;
    authorName: string;
    stars: number;
    /** Empty for a bare rating (an upcast `BotRated`, or the old rating route). */
    text: string;
  }
>;

export type ReviewEdited = DomainEvent<
  'ReviewEdited',
  { botId: number; reviewId: string; authorId: string; stars: number; text: string }
>;

export type ReviewDeleted = DomainEvent<
  'ReviewDeleted',
  { botId: number; reviewId: string; authorId: string }
>;

/** The bot's owner answered publicly; a later reply replaces the earlier one. */
export type ReviewReplied = DomainEvent<
  'ReviewReplied',
  { botId: number; reviewId: string; repliedBy: string; text: string }
>;

/** A logged-in user (not the author) found the review helpful, or took that back. */
export type ReviewHelpfulMarked = DomainEvent<
  'ReviewHelpfulMarked',
  { botId: number; reviewId: string; userId: string; helpful: boolean }
>;

/** A logged-in user flagged the review for staff, once per user and review. */
export type ReviewFlagged = DomainEvent<
  'ReviewFlagged',
  { botId: number; reviewId: string; userId: string; reason: string }
>;

/** Staff hid the review from the public (its author is notified with the reason). */
export type ReviewHidden = DomainEvent<
  'ReviewHidden',
  { botId: number; reviewId: string; authorId: string; hiddenBy: string; reason: string }
>;

export type ReviewEvent =
  | ReviewPosted
  | ReviewEdited
  | ReviewDeleted
  | ReviewReplied
  | ReviewHelpfulMarked
  | ReviewFlagged
  | ReviewHidden;

export const REVIEW_EVENT_VERSIONS: Record<ReviewEvent['type'], number> = {
  ReviewPosted: 1,
  ReviewEdited: 1,
  ReviewDeleted: 1,
  ReviewReplied: 1,
  ReviewHelpfulMarked: 1,
  ReviewFlagged: 1,
  ReviewHidden: 1,
};
