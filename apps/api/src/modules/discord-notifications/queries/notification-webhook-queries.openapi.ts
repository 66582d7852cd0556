import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { NotificationWebhookQueriesController } from './notification-webhook-queries.controller';

export const notificationWebhookQueriesDocs = describeRoutes(NotificationWebhookQueriesController, {
  webhook: {
    section: 'Discord notifications',
    summary: "The caller's Discord notification webhook, masked",
    answer: { status: 200, description: '`{ webhook: { maskedUrl, configuredAt } | null }`.' },
  },
});
