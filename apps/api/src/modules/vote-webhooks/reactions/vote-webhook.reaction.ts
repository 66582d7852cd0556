import { Injectable } from '@nestjs/common';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { onEvents } from '@api/infrastructure/reactions/on-events';
import type { Reactor, StoredEventOf } from '@api/infrastructure/reactions/reaction';
import { DeliveryRequests } from '@api/modules/outbox/outbox.ports';
import { WebhookReader } from '../application/webhook-reader';

/**
 * VoteCast → a vote webhook delivery, when the bot had a webhook at the vote's time. The delivery
 * id is the command id, derived from the vote event's id: a vote seen twice (the log replayed, two
 * api replicas) requests one delivery.
 */
@Injectable()
export class VoteWebhookReaction implements Reactor {
  readonly reaction = onEvents(['VoteCast'], (vote) => this.requestFor(vote));

  constructor(
    private readonly reader: WebhookReader,
    private readonly deliveries: DeliveryRequests,
  ) {}

  private async requestFor(vote: StoredEventOf<'VoteCast'>): Promise<number> {
    const { botId, userId, weight } = vote.data;
    const votedAt = vote.metadata.occurredAt;
    if (!(await this.reader.webhookOf(botId, votedAt))) return 0;
    const context = createCommandContext({
      actor: { ...vote.metadata.actor, isStaff: false },
      commandType: 'RequestVoteWebhook',
      cause: vote,
    });
    const payload = { bot: String(botId), user: userId, isWeekend: weight === 2, votedAt };
    const outcome = await this.deliveries.request(
      { botId, channel: 'vote-webhook', payload: { ...payload, type: 'upvote' } },
      context,
    );
    return outcome.position;
  }
}
