import { Inject, Injectable } from '@nestjs/common';
import {
  canManageBot,
  userNotificationsStream,
  webhookDeliveryStream,
  type NotificationRaised,
  type WebhookDeliveryFailed,
} from '@botdir/contracts';
import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import { NOTIFICATION_READS, type NotificationReads } from '@botdir/read-store';
import { actingRoleTitle } from '@api/infrastructure/auth/staff-roles';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { APP_CONFIG, type AppConfig } from '@api/infrastructure/config/app-config';
import { hasType } from '@api/infrastructure/event-store/stream-events';
import { onEvents } from '@api/infrastructure/reactions/on-events';
import type { Reactor, StoredEvent } from '@api/infrastructure/reactions/reaction';
import {
  integrationChangeOf,
  notificationCause,
  NOTIFYING_EVENTS,
  type NotificationCause,
} from '../application/notification-causes';
import { notificationTexts } from '../application/notification-texts';

const SYSTEM = { id: 'system', name: 'Notifications', roles: [], isStaff: false };

/**
 * Review outcomes, featuring, removals by staff, unlisting, resolved reports, failed vote webhooks
 * and someone else changing a bot's token or webhook → NotificationRaised on the user's stream.
 * The notification id is the cause's event id, so an inline run and the projector's pass
 * record it once.
 */
@Injectable()
export class NotificationsReaction implements Reactor {
  readonly reaction = onEvents(NOTIFYING_EVENTS, (event) => this.notify(event));

  constructor(
    private readonly executor: CommandExecutor,
    @Inject(NOTIFICATION_READS) private readonly reads: NotificationReads,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private async notify(event: StoredEvent): Promise<number> {
    const cause =
      notificationCause(event) ??
      (await this.webhookFailure(event)) ??
      (await this.integrationChange(event));
    return cause ? this.raise(event, cause) : 0;
  }

  private async webhookFailure(event: StoredEvent): Promise<NotificationCause | null> {
    if (!hasType<WebhookDeliveryFailed, StoredEvent>(event, 'WebhookDeliveryFailed')) return null;
    const [requested] = await this.store.readStream(webhookDeliveryStream(event.data.deliveryId));
    // Only vote webhooks: a failed notification to Discord must not raise a notification itself.
    if (requested?.type !== 'WebhookDeliveryRequested') return null;
    if (requested.data.channel !== 'vote-webhook') return null;
    const { botId } = requested.data;
    return { kind: 'webhook-failed', botId, recipient: null, detail: event.data.reason };
  }

  /** Told by the role the actor held (the event's metadata), never by name. */
  private async integrationChange(event: StoredEvent): Promise<NotificationCause | null> {
    const change = integrationChangeOf(event);
    if (!change) return null;
    const bot = await this.reads.getBot(change.botId);
    const { actor } = event.metadata;
    if (!bot || canManageBot(bot, actor.id)) return null;
    const role = actingRoleTitle(actor.roles, this.config);
    return { ...change, recipient: bot.ownerId, detail: role };
  }

  private async raise(event: StoredEvent, cause: NotificationCause): Promise<number> {
    const bot = await this.reads.getBot(cause.botId);
    const userId = cause.recipient ?? bot?.ownerId;
    if (!userId) return 0;
    const name = bot?.name ?? 'Your bot';
    const texts = notificationTexts(cause.kind, bot ?? { id: cause.botId }, name, cause.detail);
    const notification: NotificationRaised = {
      type: 'NotificationRaised',
      data: { notificationId: event.id, userId, kind: cause.kind, botId: cause.botId, ...texts },
    };
    const context = createCommandContext({
      commandType: 'RaiseNotification',
      cause: event,
      actor: SYSTEM,
      now: event.metadata.occurredAt,
    });
    const outcome = await this.executor.record(
      userNotificationsStream(userId),
      notification,
      context,
    );
    return outcome.position;
  }
}
