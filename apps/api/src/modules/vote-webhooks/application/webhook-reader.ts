import { Inject, Injectable } from '@nestjs/common';
import { botWebhookStream } from '@botdir/contracts';
import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import { WEBHOOK_READS, type WebhookReads } from '@botdir/read-store';
import { foldStream } from '@api/infrastructure/event-store/stream-events';
import type { ManagedBot } from '../domain/webhook-access';
import { webhookDecider, type WebhookState } from '../domain/webhook.decider';

/** What the webhook use cases read: the bot's owners, and its webhook (with the secret). */
@Injectable()
export class WebhookReader {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(WEBHOOK_READS) private readonly reads: WebhookReads,
  ) {}

  async botOf(botId: number): Promise<ManagedBot | null> {
    const bot = await this.reads.getBot(botId);
    if (!bot || bot.status === 'deleted') return null;
    return { botId, ownerId: bot.ownerId, coOwnerIds: bot.coOwnerIds };
  }

  /** The webhook as configured now, or as it was at `asOf` (a vote's time). */
  async webhookOf(botId: number, asOf?: string): Promise<WebhookState> {
    const recorded = await this.eventStore.readStream(botWebhookStream(botId));
    const until = asOf ? Date.parse(asOf) : Infinity;
    const past = recorded.filter((event) => Date.parse(event.metadata.occurredAt) <= until);
    return foldStream(webhookDecider, past);
  }
}
