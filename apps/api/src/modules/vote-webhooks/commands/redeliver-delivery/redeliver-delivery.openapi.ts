import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { deliveryErrors } from '@api/modules/outbox/outbox.ports';
import { webhookErrors } from '../../domain/webhook.errors';
import { RedeliverDeliveryController } from './redeliver-delivery.controller';

export const redeliverDeliveryDocs = describeRoutes(RedeliverDeliveryController, {
  redeliver: {
    section: 'Vote webhooks',
    summary: 'Send a delivery again as a new delivery with the same payload',
    description: '409 `WEBHOOK.DELIVERY_OPEN` while the original is still being attempted.',
    answer: { status: 202, description: '`{ deliveryId }` of the new delivery.' },
    errors: [
      httpErrors.invalidBotId(),
      deliveryErrors.invalidDeliveryId(),
      webhookErrors.notOwner(),
      webhookErrors.botNotFound(),
      deliveryErrors.deliveryNotFound(),
      deliveryErrors.deliveryOpen(),
    ],
  },
});
