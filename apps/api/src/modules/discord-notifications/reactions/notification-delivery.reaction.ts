import { Inject, Injectable } from '@nestjs/common';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { APP_CONFIG, type AppConfig } from '@api/infrastructure/config/app-config';
import { onEvents } from '@api/infrastructure/reactions/on-events';
import type { Reactor, StoredEventOf } from '@api/infrastructure/reactions/reaction';
import { discordNotificationMessage } from '../application/discord-notification-message';
import { NotificationWebhookReader } from '../application/notification-webhook-reader';
import { DeliveryRequests, OUTBOX_ACTOR } from '@api/modules/outbox/outbox.ports';

/**
 * NotificationRaised → a delivery to the recipient's Discord webhook, when they had one set at the
 * notification's time. The delivery id is the command id, derived from the notification's event:
 * a notification seen twice (the log replayed, two api replicas) requests one delivery.
 */
@Injectable()
export class NotificationDeliveryReaction implements Reactor {
  readonly reaction = onEvents(['NotificationRaised'], (raised) => this.requestFor(raised));

  constructor(
    private readonly reader: NotificationWebhookReader,
    private readonly deliveries: DeliveryRequests,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private async requestFor(notification: StoredEventOf<'NotificationRaised'>): Promise<number> {
    const { userId, notificationId, botId, kind, title, body, link } = notification.data;
    const at = notification.metadata.occurredAt;
    if (!(await this.reader.urlOf(userId, at))) return 0;
    const context = createCommandContext({
      actor: OUTBOX_ACTOR,
      commandType: 'RequestNotificationDelivery',
      cause: notification,
    });
    const payload = discordNotificationMessage(
      { kind, title, body, link, at },
      this.config.publicOrigin,
    );
    const outcome = await this.deliveries.request(
      { botId, channel: 'discord-notification', userId, notificationId, payload },
      context,
    );
    return outcome.position;
  }
}
