import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { webhookErrors } from '../../domain/webhook.errors';
import { SendNotificationTestController } from './send-notification-test.controller';

export const sendNotificationTestDocs = describeRoutes(SendNotificationTestController, {
  test: {
    section: 'Discord notifications',
    summary: 'Send a test message to the Discord notification webhook',
    answer: { status: 202, description: '`{ deliveryId }` (a test message through the outbox).' },
    errors: [webhookErrors.notificationNotConfigured()],
  },
});
