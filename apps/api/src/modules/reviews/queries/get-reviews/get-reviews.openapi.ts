import { REVIEW_PAGES } from '@botdir/contracts';
import { describeRoutes, queryParam } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { GetReviewsController } from './get-reviews.controller';

export const getReviewsDocs = describeRoutes(GetReviewsController, {
  list: {
    section: 'Public reads',
    summary: "A page of a bot's reviews",
    description:
      'Reviews staff hid are not listed. `rating`/`ratingCount` on the bot come from the same reviews.',
    query: [
      queryParam('sort', 'newest (default) | helpful (most helpful marks first, then newest).', {
        type: 'string',
        enum: ['newest', 'helpful'],
      }),
      queryParam('page', `1-${REVIEW_PAGES.pagesMax} (default 1).`, { type: 'integer' }),
      queryParam(
        'limit',
        `Reviews per page, 1-${REVIEW_PAGES.limitMax} (default ${REVIEW_PAGES.limit}).`,
        {
          type: 'integer',
        },
      ),
    ],
    answer: {
      status: 200,
      description: '`{ reviews: ReviewView[], page, pageSize, total }`.',
      schema: { type: 'object' },
    },
    errors: [httpErrors.invalidBotId(), httpErrors.invalidQuery()],
  },
  mine: {
    section: 'Developer',
    summary: "The caller's own review of a bot",
    description: 'A review staff hid shows with `hidden: true`.',
    answer: {
      status: 200,
      description: '`{ review: ReviewView | null }`.',
      schema: { type: 'object' },
    },
    errors: [httpErrors.invalidBotId()],
  },
});
