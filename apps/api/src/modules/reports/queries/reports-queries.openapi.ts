import { describeRoutes, queryParam } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { ReportsQueriesController } from './reports-queries.controller';

export const reportsQueriesDocs = describeRoutes(ReportsQueriesController, {
  list: {
    section: 'Staff',
    summary: 'Reports, newest first: open ones, or handled ones kept as history',
    query: [
      queryParam('status', 'open | resolved (dismissed or actioned: who handled it, how, when).', {
        type: 'string',
        enum: ['open', 'resolved'],
      }),
      queryParam('limit', 'Page size.', { type: 'integer' }),
      queryParam('offset', 'How many to skip.', { type: 'integer' }),
    ],
    answer: {
      status: 200,
      description:
        "`ReportView[]`, each with `botName` (the bot's current name from the bots read model; null when unknown).",
      schema: { type: 'array', items: { type: 'object' } },
    },
    errors: [httpErrors.invalidQuery()],
  },
});
