import { Injectable } from '@nestjs/common';
import type { DeliveryTarget } from '@botdir/contracts';
import { DiscordSender } from './discord-sender';
import { NotificationWebhookReader } from './notification-webhook-reader';
import { VoteSender, type SendResult } from './vote-sender';
import { WebhookReader } from './webhook-reader';

/** One attempt's send, bound to where it goes now. */
export type PreparedSend = () => Promise<SendResult>;

/** A delivery as its channel's sender needs it. */
export interface DeliveryToSend {
  botId: number;
  target: DeliveryTarget;
  /** Sent as `X-Delivery-Id`: the same on every attempt, and kept by a Redeliver. */
  originalDeliveryId: string;
}

/**
 * Each delivery channel's target and sender: a vote goes to the bot's webhook (signed), a
 * notification to its recipient's Discord webhook. Null when the target is gone (removed).
 */
@Injectable()
export class ChannelSenders {
  constructor(
    private readonly webhooks: WebhookReader,
    private readonly votes: VoteSender,
    private readonly notificationWebhooks: NotificationWebhookReader,
    private readonly discord: DiscordSender,
  ) {}

  async senderFor({
    botId,
    target,
    originalDeliveryId: id,
  }: DeliveryToSend): Promise<PreparedSend | null> {
    switch (target.channel) {
      case 'vote-webhook': {
        const webhook = await this.webhooks.webhookOf(botId);
        return webhook ? () => this.votes.send(webhook, target.payload, id) : null;
      }
      case 'discord-notification': {
        const url = await this.notificationWebhooks.urlOf(target.userId);
        return url ? () => this.discord.send(url, target.payload, id) : null;
      }
    }
  }
}
