import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { NotificationsReaction } from './reactions/notifications.reaction';
import { MarkNotificationsReadController } from './commands/mark-notifications-read/mark-notifications-read.controller';
import { MarkNotificationsReadHandler } from './commands/mark-notifications-read/mark-notifications-read.handler';
import { NotificationsQueriesController } from './queries/notifications-queries.controller';

/** Notifications for owners (and reporters), raised from events (issue 16, item 1). */
@Module({
  imports: [CqrsModule],
  controllers: [NotificationsQueriesController, MarkNotificationsReadController],
  providers: [NotificationsReaction, MarkNotificationsReadHandler],
  exports: [NotificationsReaction],
})
export class NotificationsModule {}
