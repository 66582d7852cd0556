import { markNotificationsReadSchema } from '@botdir/contracts';
import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { MarkNotificationsReadController } from './mark-notifications-read.controller';

export const markNotificationsReadDocs = describeRoutes(MarkNotificationsReadController, {
  read: {
    section: 'Developer',
    summary: 'Mark notifications read: all (`{}`) or by id (`{ ids }`)',
    body: { schema: markNotificationsReadSchema },
    answer: { status: 200, description: '`{ read: "all" | number }`.' },
  },
});
