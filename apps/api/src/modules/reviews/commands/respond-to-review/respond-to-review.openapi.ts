import {
  markReviewHelpfulSchema,
  replyToReviewSchema,
  reviewReasonSchema,
} from '@botdir/contracts';
import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { reviewErrors } from '../../domain/review.errors';
import { RespondToReviewController } from './respond-to-review.controller';

export const respondToReviewDocs = describeRoutes(RespondToReviewController, {
  reply: {
    section: 'Developer',
    summary: "The bot's owners reply publicly to a review (a later reply replaces it)",
    body: { schema: replyToReviewSchema },
    answer: { status: 200, description: 'The review (`ReviewView`) with its reply.' },
    errors: [
      httpErrors.invalidBotId(),
      reviewErrors.notOwner(),
      reviewErrors.notFound(),
      reviewErrors.botNotPublic(),
    ],
  },
  helpful: {
    section: 'Developer',
    summary: 'Mark a review helpful (`helpful: false` takes the mark back)',
    body: { schema: markReviewHelpfulSchema },
    answer: { status: 200, description: '`{ reviewId, helpful }`.' },
    errors: [httpErrors.invalidBotId(), reviewErrors.ownReview(), reviewErrors.notFound()],
  },
  flag: {
    section: 'Developer',
    summary: 'Flag a review for staff, with a reason (once per user and review)',
    body: { schema: reviewReasonSchema },
    answer: { status: 201, description: '`{ reviewId, flagged: true }`.' },
    errors: [
      httpErrors.invalidBotId(),
      reviewErrors.ownReview(),
      reviewErrors.notFound(),
      reviewErrors.alreadyFlagged(),
    ],
  },
});
