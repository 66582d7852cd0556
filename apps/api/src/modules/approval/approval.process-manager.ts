import { Inject, Injectable, Logger } from '@nestjs/common';
import { DomainError, type SubmissionReviewed } from '@botdir/contracts';
import type { EventReactor, StoredEvent } from '@api/infrastructure/projection/event-reactor';
import { hasType } from '@api/infrastructure/event-store/stream-events';
import {
  BOT_PUBLISHER,
  SUBMITTED_BOTS,
  type BotPublisher,
  type SubmittedBots,
} from './approval.ports';

/**
 * SubmissionReviewed(approved) on a submission stream → BotPublished on the bot's stream.
 * Idempotent: the publish command's id derives from the review event's id, so running twice
 * (from the review handler and from the projector's pass) appends once.
 */
@Injectable()
export class ApprovalProcessManager implements EventReactor {
  private readonly logger = new Logger('ApprovalProcessManager');

  constructor(
    @Inject(SUBMITTED_BOTS) private readonly submissions: SubmittedBots,
    @Inject(BOT_PUBLISHER) private readonly publisher: BotPublisher,
  ) {}

  /** Publishes every approved bot among the events; returns the highest position written. */
  async react(events: StoredEvent[]): Promise<number> {
    let position = 0;
    for (const event of events) {
      if (!hasType<SubmissionReviewed, StoredEvent>(event, 'SubmissionReviewed')) continue;
      if (event.data.decision !== 'approved') continue;
      position = Math.max(position, await this.publish(event, event.data));
    }
    return position;
  }

  private async publish(cause: StoredEvent, review: SubmissionReviewed['data']): Promise<number> {
    const bot = await this.submissions.botOf(review.submissionId);
    if (!bot) return 0;
    const { botId, submissionId, reviewerId } = review;
    try {
      return await this.publisher.publish(
        { botId, submissionId, bot, approvedBy: reviewerId },
        cause,
      );
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'conflict') {
        this.logger.warn(`Bot ${botId} not published: ${error.message}`);
        return 0;
      }
      throw error;
    }
  }
}
