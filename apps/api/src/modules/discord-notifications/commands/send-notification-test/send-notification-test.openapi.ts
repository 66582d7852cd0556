import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { notificationWebhookErrors } from '../../domain/notification-webhook.errors';
import { SendNotificationTestController } from './send-notification-test.controller';

export const sendNotificationTestDocs = describeRoutes(SendNotificationTestController, {
  test: {
    section: 'Discord notifications',
    summary: 'Send a test message to the Discord notification webhook',
    answer: { status: 202, description: '`{ deliveryId }` (a test message through the outbox).' },
    errors: [notificationWebhookErrors.notConfigured()],
  },
});
