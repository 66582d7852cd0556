import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ChannelSenders } from '@api/modules/outbox/outbox.ports';
import { DiscordSender } from './discord-sender';
import { NotificationWebhookReader } from './notification-webhook-reader';

/** Registers the Discord channel with the outbox: to the recipient's webhook as set now. */
@Injectable()
export class DiscordChannel implements OnModuleInit {
  constructor(
    private readonly senders: ChannelSenders,
    private readonly webhooks: NotificationWebhookReader,
    private readonly discord: DiscordSender,
  ) {}

  onModuleInit(): void {
    this.senders.register('discord-notification', async ({ target, originalDeliveryId }) => {
      const url = await this.webhooks.urlOf(target.userId);
      return url ? () => this.discord.send(url, target.payload, originalDeliveryId) : null;
    });
  }
}
