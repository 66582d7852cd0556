import { describeRoutes, queryParam } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { ReportsQueriesController } from './reports-queries.controller';

export const reportsQueriesDocs = describeRoutes(ReportsQueriesController, {
  list: {
    section: 'Staff',
    summary: 'Reports, newest first',
    query: [
      queryParam('status', 'open | resolved.', { type: 'string', enum: ['open', 'resolved'] }),
      queryParam('limit', 'Page size.', { type: 'integer' }),
      queryParam('offset', 'How many to skip.', { type: 'integer' }),
    ],
    answer: {
      status: 200,
      description: '`ReportView[]`.',
      schema: { type: 'array', items: { type: 'object' } },
    },
    errors: [httpErrors.invalidQuery()],
  },
});
