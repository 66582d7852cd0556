import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { ReadNotificationsController, readSchema } from './read-notifications.controller';

export const readNotificationsDocs = describeRoutes(ReadNotificationsController, {
  read: {
    section: 'Developer',
    summary: 'Mark notifications read: all (`{}`) or by id (`{ ids }`)',
    body: { schema: readSchema },
    answer: { status: 200, description: '`{ read: "all" | number }`.' },
  },
});
