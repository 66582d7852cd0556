import {
  assertNever,
  reviewFromRating,
  reviewIdOf,
  type BotRated,
  type Decider,
  type ReviewEvent,
  type ReviewPosted,
} from '@botdir/contracts';
import type { ReviewCommand, ReviewedBot } from './review.commands';
import { reviewErrors } from './review.errors';

/** Everything on a review stream: the user's old `BotRated` votes open it. */
export type ReviewStreamEvent = ReviewEvent | BotRated;

/**
 * Helpful marks and flags, newest first, each linking to the ones before: a mark folds in O(1),
 * so a review marked by many users costs a command time linear in its stream, not quadratic
 * (copying a list on each mark was).
 */
export type UserMarks = { userId: string; on: boolean; before: UserMarks } | null;

/** Whether the user's latest mark is on. */
export function isMarkedBy(marks: UserMarks, userId: string): boolean {
  for (let mark = marks; mark; mark = mark.before) if (mark.userId === userId) return mark.on;
  return false;
}

export interface CurrentReview {
  reviewId: string;
  authorId: string;
  stars: number;
  text: string;
  reply: string | null;
  hidden: boolean;
  helpful: UserMarks;
  flags: UserMarks;
}

/** One user's review of one bot (stream `bot-rating-{botId}-{userId}`). */
export interface ReviewState {
  /** Reviews ever posted on the stream: the next one is number `posted`. */
  posted: number;
  review: CurrentReview | null;
}

const initialState: ReviewState = { posted: 0, review: null };

function posted(state: ReviewState, data: ReviewPosted['data']): ReviewState {
  const { reviewId, authorId, stars, text } = data;
  if (state.review?.reviewId === reviewId)
    return { ...state, review: { ...state.review, stars, text } };
  const review = {
    reviewId,
    authorId,
    stars,
    text,
    reply: null,
    hidden: false,
    helpful: null,
    flags: null,
  };
  return { posted: state.posted + 1, review };
}

function evolve(state: ReviewState, event: ReviewStreamEvent): ReviewState {
  if (event.type === 'BotRated') return posted(state, reviewFromRating(event.data));
  if (event.type === 'ReviewPosted') return posted(state, event.data);
  const { review } = state;
  if (!review || review.reviewId !== event.data.reviewId) return state;
  switch (event.type) {
    case 'ReviewEdited':
      return { ...state, review: { ...review, stars: event.data.stars, text: event.data.text } };
    case 'ReviewDeleted':
      return { ...state, review: null };
    case 'ReviewReplied':
      return { ...state, review: { ...review, reply: event.data.text } };
    case 'ReviewHelpfulMarked': {
      const { userId, helpful: on } = event.data;
      return { ...state, review: { ...review, helpful: { userId, on, before: review.helpful } } };
    }
    case 'ReviewFlagged': {
      const flags = { userId: event.data.userId, on: true, before: review.flags };
      return { ...state, review: { ...review, flags } };
    }
    case 'ReviewHidden':
      return { ...state, review: { ...review, hidden: true } };
    default:
      return assertNever(event);
  }
}

function requirePublic(bot: ReviewedBot): void {
  if (!bot.isPublic) throw reviewErrors.botNotPublic();
}

/** The review a command names: it must be the stream's current one. */
function named(state: ReviewState, reviewId: string): CurrentReview {
  if (!state.review || state.review.reviewId !== reviewId) throw reviewErrors.notFound();
  return state.review;
}

/** The visible review others act on (mark helpful, flag, reply): not the author, not hidden. */
function visible(state: ReviewState, reviewId: string): CurrentReview {
  const review = named(state, reviewId);
  if (review.hidden) throw reviewErrors.notFound();
  return review;
}

function decide(command: ReviewCommand, state: ReviewState): ReviewEvent[] {
  switch (command.type) {
    case 'PostReview': {
      const { botId, author, stars, bot } = command;
      if (!Number.isInteger(stars) || stars < 1 || stars > 5) throw reviewErrors.invalidStars();
      requirePublic(bot);
      if (bot.ownerIds.includes(author.id)) throw reviewErrors.ownBot();
      const { review } = state;
      if (!review) {
        const reviewId = reviewIdOf(botId, author.id, state.posted);
        const data = { botId, reviewId, authorId: author.id, authorName: author.name, stars };
        return [{ type: 'ReviewPosted', data: { ...data, text: command.text ?? '' } }];
      }
      if (review.hidden) throw reviewErrors.hidden();
      const text = command.text ?? review.text;
      // The review already says this: nothing happened, so nothing is recorded.
      if (review.stars === stars && review.text === text) return [];
      const data = { botId, reviewId: review.reviewId, authorId: author.id, stars, text };
      return [{ type: 'ReviewEdited', data }];
    }
    case 'DeleteReview': {
      const { review } = state;
      if (!review) throw reviewErrors.notFound();
      const data = { botId: command.botId, reviewId: review.reviewId, authorId: review.authorId };
      return [{ type: 'ReviewDeleted', data }];
    }
    case 'ReplyToReview': {
      const { reviewId, actor, text, bot } = command;
      requirePublic(bot);
      if (!bot.ownerIds.includes(actor.id)) throw reviewErrors.notOwner();
      const review = visible(state, reviewId);
      if (review.reply === text) return [];
      const botId = botIdOf(reviewId);
      return [{ type: 'ReviewReplied', data: { botId, reviewId, repliedBy: actor.id, text } }];
    }
    case 'MarkReviewHelpful': {
      const { reviewId, actor, helpful, bot } = command;
      requirePublic(bot);
      const review = visible(state, reviewId);
      if (review.authorId === actor.id) throw reviewErrors.ownReview();
      if (isMarkedBy(review.helpful, actor.id) === helpful) return [];
      const data = { botId: botIdOf(reviewId), reviewId, userId: actor.id, helpful };
      return [{ type: 'ReviewHelpfulMarked', data }];
    }
    case 'FlagReview': {
      const { reviewId, actor, reason, bot } = command;
      requirePublic(bot);
      const review = visible(state, reviewId);
      if (review.authorId === actor.id) throw reviewErrors.ownReview();
      if (isMarkedBy(review.flags, actor.id)) throw reviewErrors.alreadyFlagged();
      const data = { botId: botIdOf(reviewId), reviewId, userId: actor.id, reason };
      return [{ type: 'ReviewFlagged', data }];
    }
    case 'HideReview': {
      const { reviewId, staff, reason } = command;
      const review = named(state, reviewId);
      if (review.hidden) return [];
      const data = {
        botId: botIdOf(reviewId),
        reviewId,
        authorId: review.authorId,
        hiddenBy: staff.id,
        reason,
      };
      return [{ type: 'ReviewHidden', data }];
    }
    default:
      return assertNever(command);
  }
}

const botIdOf = (reviewId: string): number => Number(reviewId.split('-')[0]);

/** Stream `bot-rating-{botId}-{userId}`: one user's review of one bot and what others did to it. */
export const reviewDecider: Decider<ReviewState, ReviewCommand, ReviewStreamEvent> = {
  initialState,
  evolve,
  decide,
};
