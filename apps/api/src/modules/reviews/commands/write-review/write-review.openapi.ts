import { postReviewSchema } from '@botdir/contracts';
import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { reviewErrors } from '../../domain/review.errors';
import { WriteReviewController } from './write-review.controller';

export const writeReviewDocs = describeRoutes(WriteReviewController, {
  post: {
    section: 'Developer',
    summary: 'Post or edit your review of a live bot (one per user and bot)',
    description:
      'Stars 1-5 and 10-2,000 characters of text under the same rules as descriptions. Spends the writes budget and at most 5 reviews per account per hour.',
    body: { schema: postReviewSchema },
    answer: { status: 200, description: '`{ review: ReviewView }` as now stored.' },
    errors: [
      httpErrors.invalidBotId(),
      reviewErrors.invalidStars(),
      reviewErrors.ownBot(),
      reviewErrors.botNotPublic(),
      reviewErrors.hidden(),
    ],
  },
  remove: {
    section: 'Developer',
    summary: 'Delete your review of a bot',
    answer: { status: 204, description: 'No body.' },
    errors: [httpErrors.invalidBotId(), reviewErrors.notFound()],
  },
});
