import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { webhookErrors } from '../../domain/webhook.errors';
import { RemoveWebhookController } from './remove-webhook.controller';

export const removeWebhookDocs = describeRoutes(RemoveWebhookController, {
  remove: {
    section: 'Vote webhooks',
    summary: 'Remove the vote webhook (owner or an Administrator)',
    answer: { status: 204, description: 'Removed.' },
    errors: [
      httpErrors.invalidBotId(),
      webhookErrors.notOwnerOrAdministrator(),
      webhookErrors.botNotFound(),
      webhookErrors.notConfigured(),
    ],
  },
});
