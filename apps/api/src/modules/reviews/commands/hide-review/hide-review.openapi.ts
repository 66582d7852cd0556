import { reviewReasonSchema } from '@botdir/contracts';
import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { reviewErrors } from '../../domain/review.errors';
import { HideReviewController } from './hide-review.controller';

export const hideReviewDocs = describeRoutes(HideReviewController, {
  hide: {
    section: 'Staff',
    summary: 'Hide a review from the public, with a reason',
    description:
      'The review leaves the bot page and the rating; its author is notified with the reason.',
    body: { schema: reviewReasonSchema },
    answer: { status: 200, description: '`{ reviewId, hidden: true }`.' },
    errors: [reviewErrors.notFound()],
  },
});
