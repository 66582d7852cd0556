import { Module } from '@nestjs/common';
import { NotificationsProcessManager } from './application/notifications.process-manager';
import { ReadNotificationsController } from './commands/read-notifications/read-notifications.controller';
import { NotificationsQueriesController } from './queries/notifications-queries.controller';

/** Notifications for owners (and reporters), raised from events (issue 16, item 1). */
@Module({
  controllers: [NotificationsQueriesController, ReadNotificationsController],
  providers: [NotificationsProcessManager],
  exports: [NotificationsProcessManager],
})
export class NotificationsModule {}
