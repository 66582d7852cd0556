import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DiscordChannel } from './application/discord-channel';
import { DiscordSender } from './application/discord-sender';
import { NotificationWebhookReader } from './application/notification-webhook-reader';
import { RemoveNotificationWebhookController } from './commands/remove-notification-webhook/remove-notification-webhook.controller';
import { RemoveNotificationWebhookHandler } from './commands/remove-notification-webhook/remove-notification-webhook.handler';
import { SendNotificationTestController } from './commands/send-notification-test/send-notification-test.controller';
import { SendNotificationTestHandler } from './commands/send-notification-test/send-notification-test.handler';
import { SetNotificationWebhookController } from './commands/set-notification-webhook/set-notification-webhook.controller';
import { SetNotificationWebhookHandler } from './commands/set-notification-webhook/set-notification-webhook.handler';
import { NotificationWebhookQueriesController } from './queries/notification-webhook-queries.controller';
import { NotificationDeliveryReaction } from './reactions/notification-delivery.reaction';

/**
 * A user's Discord webhook for their notifications: set, removed, tested; each notification raised
 * is delivered to it (through the outbox, as the `discord-notification` channel).
 */
@Module({
  imports: [CqrsModule],
  controllers: [
    SetNotificationWebhookController,
    RemoveNotificationWebhookController,
    SendNotificationTestController,
    NotificationWebhookQueriesController,
  ],
  providers: [
    NotificationWebhookReader,
    DiscordSender,
    DiscordChannel,
    NotificationDeliveryReaction,
    SetNotificationWebhookHandler,
    RemoveNotificationWebhookHandler,
    SendNotificationTestHandler,
  ],
  exports: [NotificationDeliveryReaction],
})
export class DiscordNotificationsModule {}
