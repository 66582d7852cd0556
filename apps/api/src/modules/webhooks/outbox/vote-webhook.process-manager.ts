import { Injectable } from '@nestjs/common';
import type { VoteCast } from '@botdir/contracts';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { hasType } from '@api/infrastructure/event-store/stream-events';
import type { EventReactor, StoredEvent } from '@api/infrastructure/projection/event-reactor';
import { DeliveryRequests } from '../application/request-delivery';
import { WebhookReader } from '../application/webhook-reader';

/**
 * VoteCast → a vote webhook delivery, when the bot had a webhook at the vote's time. The delivery
 * id is the command id, derived from the vote event's id: a vote seen twice (the log replayed, two
 * api replicas) requests one delivery.
 */
@Injectable()
export class VoteWebhookProcessManager implements EventReactor {
  constructor(
    private readonly reader: WebhookReader,
    private readonly deliveries: DeliveryRequests,
  ) {}

  async react(events: StoredEvent[]): Promise<number> {
    let position = 0;
    for (const event of events) {
      if (!hasType<VoteCast, StoredEvent>(event, 'VoteCast')) continue;
      position = Math.max(position, await this.requestFor(event));
    }
    return position;
  }

  private async requestFor(vote: StoredEvent & VoteCast): Promise<number> {
    const { botId, userId } = vote.data;
    const votedAt = vote.metadata.occurredAt;
    if (!(await this.reader.webhookOf(botId, votedAt))) return 0;
    const context = createCommandContext({
      actor: { ...vote.metadata.actor, isStaff: false },
      commandType: 'RequestVoteWebhook',
      cause: vote,
    });
    const payload = { bot: String(botId), user: userId, isWeekend: false, votedAt };
    const outcome = await this.deliveries.request(
      { botId, channel: 'vote-webhook', payload: { ...payload, type: 'upvote' } },
      context,
    );
    return outcome.position;
  }
}
