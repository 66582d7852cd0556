import { describeRoutes, queryParam } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { GetFlaggedReviewsController } from './get-flagged-reviews.controller';

export const getFlaggedReviewsDocs = describeRoutes(GetFlaggedReviewsController, {
  flagged: {
    section: 'Staff',
    summary: 'Flagged reviews not yet hidden, newest first (the Reports tab)',
    query: [
      queryParam('limit', 'Page size, 1-200 (default 50).', { type: 'integer' }),
      queryParam('offset', 'How many to skip.', { type: 'integer' }),
    ],
    answer: {
      status: 200,
      description:
        '`FlaggedReviewView[]`: each review with `flagCount` and the latest `flagReasons`.',
      schema: { type: 'array', items: { type: 'object' } },
    },
    errors: [httpErrors.invalidQuery()],
  },
});
