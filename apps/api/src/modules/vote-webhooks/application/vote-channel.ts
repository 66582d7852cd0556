import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ChannelSenders } from '@api/modules/outbox/outbox.ports';
import { VoteSender } from './vote-sender';
import { WebhookReader } from './webhook-reader';

/** Registers the vote channel with the outbox: a vote goes, signed, to the bot's webhook now. */
@Injectable()
export class VoteChannel implements OnModuleInit {
  constructor(
    private readonly senders: ChannelSenders,
    private readonly webhooks: WebhookReader,
    private readonly votes: VoteSender,
  ) {}

  onModuleInit(): void {
    this.senders.register('vote-webhook', async ({ botId, target, originalDeliveryId }) => {
      const webhook = await this.webhooks.webhookOf(botId);
      return webhook ? () => this.votes.send(webhook, target.payload, originalDeliveryId) : null;
    });
  }
}
