import * as yup from 'yup';
import { requiredTextField } from '../common/text-field';

export const REVIEW_TEXT = { min: 10, max: 2000 } as const;
export const REVIEW_REASON = { min: 3, max: 500 } as const;
/** The bot page's review pages: `page` 1..pagesMax of `limit` 1..limitMax reviews. */
export const REVIEW_PAGES = { limit: 10, limitMax: 50, pagesMax: 100 } as const;

const starsMessage = 'stars must be a whole number from 1 to 5';
const object = <T extends yup.ObjectShape>(shape: T) =>
  yup
    .object(shape)
    .noUnknown(true, 'Unknown field: ${unknown}')
    .typeError('The body must be a JSON object');

/** PUT /api/bots/:id/reviews/mine: stars and the review's text, under the descriptions' rules. */
export const postReviewSchema = object({
  stars: yup
    .number()
    .typeError(starsMessage)
    .required(starsMessage)
    .integer(starsMessage)
    .min(1, starsMessage)
    .max(5, starsMessage),
  text: requiredTextField('Review', { ...REVIEW_TEXT, kind: 'multi-line' }),
});

/** PUT .../reviews/:reviewId/reply: the owner's public answer. */
export const replyToReviewSchema = object({
  text: requiredTextField('Reply', { ...REVIEW_TEXT, kind: 'multi-line' }),
});

/** POST .../reviews/:reviewId/flags and staff hiding: a reason is required. */
export const reviewReasonSchema = object({
  reason: requiredTextField('Reason', REVIEW_REASON),
});

/** POST .../reviews/:reviewId/helpful: mark (default) or take the mark back. */
export const markReviewHelpfulSchema = object({
  helpful: yup.boolean().typeError('helpful must be true or false').default(true),
});
