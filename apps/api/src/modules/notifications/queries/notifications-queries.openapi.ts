import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { NotificationsQueriesController } from './notifications-queries.controller';

export const notificationsQueriesDocs = describeRoutes(NotificationsQueriesController, {
  list: {
    section: 'Developer',
    summary: "The caller's notifications, newest first, with the unread count",
    description:
      'Review outcomes, featured, removed or unlisted by staff, resolved reports, failed vote webhooks.',
    answer: {
      status: 200,
      description: '`{ unread, items: NotificationView[] }`.',
      schema: { type: 'object' },
    },
  },
});
