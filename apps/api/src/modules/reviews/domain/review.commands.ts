import type { CommandActor } from '@botdir/contracts';

/** What the application layer read from the bot's stream. */
export interface ReviewedBot {
  isPublic: boolean;
  /** Everyone who owns the bot (review-ownership.ts): they may reply, not review. */
  ownerIds: readonly string[];
}

/** Post the author's review, or change it; `text: null` (the old rating route) keeps the text. */
export interface PostReview {
  type: 'PostReview';
  botId: number;
  author: CommandActor;
  stars: number;
  text: string | null;
  bot: ReviewedBot;
}

export interface DeleteReview {
  type: 'DeleteReview';
  botId: number;
  author: CommandActor;
}

export interface ReplyToReview {
  type: 'ReplyToReview';
  reviewId: string;
  actor: CommandActor;
  text: string;
  bot: ReviewedBot;
}

export interface MarkReviewHelpful {
  type: 'MarkReviewHelpful';
  reviewId: string;
  actor: CommandActor;
  helpful: boolean;
  bot: ReviewedBot;
}

export interface FlagReview {
  type: 'FlagReview';
  reviewId: string;
  actor: CommandActor;
  reason: string;
  bot: ReviewedBot;
}

export interface HideReview {
  type: 'HideReview';
  reviewId: string;
  staff: CommandActor;
  reason: string;
}

export type ReviewCommand =
  PostReview | DeleteReview | ReplyToReview | MarkReviewHelpful | FlagReview | HideReview;
