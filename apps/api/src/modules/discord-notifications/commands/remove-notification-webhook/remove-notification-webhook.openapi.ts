import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { notificationWebhookErrors } from '../../domain/notification-webhook.errors';
import { RemoveNotificationWebhookController } from './remove-notification-webhook.controller';

export const removeNotificationWebhookDocs = describeRoutes(RemoveNotificationWebhookController, {
  remove: {
    section: 'Discord notifications',
    summary: 'Stop sending notifications to Discord',
    answer: { status: 204, description: 'Removed.' },
    errors: [notificationWebhookErrors.notConfigured()],
  },
});
