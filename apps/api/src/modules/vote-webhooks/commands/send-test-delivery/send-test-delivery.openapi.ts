import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { webhookErrors } from '../../domain/webhook.errors';
import { SendTestDeliveryController } from './send-test-delivery.controller';

export const sendTestDeliveryDocs = describeRoutes(SendTestDeliveryController, {
  test: {
    section: 'Vote webhooks',
    summary: 'Send a test delivery (type `test`, from the caller)',
    answer: { status: 202, description: '`{ deliveryId }`.' },
    errors: [
      httpErrors.invalidBotId(),
      webhookErrors.notOwner(),
      webhookErrors.botNotFound(),
      webhookErrors.notConfigured(),
    ],
  },
});
