import { Module } from '@nestjs/common';
import { NotificationsReaction } from './reactions/notifications.reaction';
import { ReadNotificationsController } from './commands/read-notifications/read-notifications.controller';
import { NotificationsQueriesController } from './queries/notifications-queries.controller';

/** Notifications for owners (and reporters), raised from events (issue 16, item 1). */
@Module({
  controllers: [NotificationsQueriesController, ReadNotificationsController],
  providers: [NotificationsReaction],
  exports: [NotificationsReaction],
})
export class NotificationsModule {}
