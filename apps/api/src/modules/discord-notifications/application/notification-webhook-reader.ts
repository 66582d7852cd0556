import { Inject, Injectable } from '@nestjs/common';
import { userNotificationWebhookStream } from '@botdir/contracts';
import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import { foldStream } from '@api/infrastructure/event-store/stream-events';
import { notificationWebhookDecider } from '../domain/notification-webhook.decider';

/** A user's Discord notification webhook URL (with its token), read from its stream. */
@Injectable()
export class NotificationWebhookReader {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  /** The URL as set now, or as it was at `asOf` (a notification's time); null when none. */
  async urlOf(userId: string, asOf?: string): Promise<string | null> {
    const recorded = await this.eventStore.readStream(userNotificationWebhookStream(userId));
    const until = asOf ? Date.parse(asOf) : Infinity;
    const past = recorded.filter((event) => Date.parse(event.metadata.occurredAt) <= until);
    return foldStream(notificationWebhookDecider, past)?.url ?? null;
  }
}
