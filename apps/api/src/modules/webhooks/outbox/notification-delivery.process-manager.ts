import { Inject, Injectable } from '@nestjs/common';
import type { NotificationRaised } from '@botdir/contracts';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { APP_CONFIG, type AppConfig } from '@api/infrastructure/config/app-config';
import { hasType } from '@api/infrastructure/event-store/stream-events';
import type { EventReactor, StoredEvent } from '@api/infrastructure/projection/event-reactor';
import { discordNotificationMessage } from '../application/discord-notification-message';
import { NotificationWebhookReader } from '../application/notification-webhook-reader';
import { DeliveryRequests } from '../application/request-delivery';
import { OUTBOX_ACTOR } from '../application/system-actor';

/**
 * NotificationRaised → a delivery to the recipient's Discord webhook, when they had one set at the
 * notification's time. The delivery id is the command id, derived from the notification's event:
 * a notification seen twice (the log replayed, two api replicas) requests one delivery.
 */
@Injectable()
export class NotificationDeliveryProcessManager implements EventReactor {
  constructor(
    private readonly reader: NotificationWebhookReader,
    private readonly deliveries: DeliveryRequests,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async react(events: StoredEvent[]): Promise<number> {
    let position = 0;
    for (const event of events) {
      if (!hasType<NotificationRaised, StoredEvent>(event, 'NotificationRaised')) continue;
      position = Math.max(position, await this.requestFor(event));
    }
    return position;
  }

  private async requestFor(notification: StoredEvent & NotificationRaised): Promise<number> {
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
