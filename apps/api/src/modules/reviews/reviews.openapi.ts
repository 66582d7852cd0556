import { rateBotDocs } from './commands/rate-bot/rate-bot.openapi';
import { hideReviewDocs } from './commands/hide-review/hide-review.openapi';
import { respondToReviewDocs } from './commands/respond-to-review/respond-to-review.openapi';
import { writeReviewDocs } from './commands/write-review/write-review.openapi';
import { getFlaggedReviewsDocs } from './queries/get-flagged-reviews/get-flagged-reviews.openapi';
import { getReviewsDocs } from './queries/get-reviews/get-reviews.openapi';

/** The descriptions of every route of the reviews module. */
export const REVIEWS_ROUTE_DOCS = [
  getReviewsDocs,
  writeReviewDocs,
  respondToReviewDocs,
  hideReviewDocs,
  getFlaggedReviewsDocs,
  rateBotDocs,
];
