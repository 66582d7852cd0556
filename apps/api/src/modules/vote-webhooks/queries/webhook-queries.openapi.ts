import { describeRoutes, queryParam } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { webhookErrors } from '../domain/webhook.errors';
import { WebhookQueriesController } from './webhook-queries.controller';

const OWNER_ERRORS = [
  httpErrors.invalidBotId(),
  webhookErrors.notOwner(),
  webhookErrors.botNotFound(),
];

export const webhookQueriesDocs = describeRoutes(WebhookQueriesController, {
  webhook: {
    section: 'Vote webhooks',
    summary: 'The configured webhook',
    answer: { status: 200, description: '`{ webhook: { botId, url, configuredAt } | null }`.' },
    errors: OWNER_ERRORS,
  },
  deliveries: {
    section: 'Vote webhooks',
    summary: 'Recent vote deliveries with every attempt, newest first',
    query: [
      queryParam('limit', '1-100 (default 50).', { type: 'integer', minimum: 1, maximum: 100 }),
    ],
    answer: {
      status: 200,
      description:
        '`WebhookDeliveryView[]`: `{ deliveryId, botId, channel, type, userId, status: pending | sending | succeeded | failed, attempts: [{ attempt, statusCode, latencyMs, error, at }], nextAttemptAt, failureReason, redeliveryOf, requestedAt, updatedAt }`.',
      schema: { type: 'array', items: { type: 'object' } },
    },
    errors: [...OWNER_ERRORS, httpErrors.invalidQuery('limit')],
  },
});
