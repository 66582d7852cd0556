import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  DomainError,
  botStream,
  submissionStream,
  type SubmissionReviewed,
} from '@botdir/contracts';
import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import {
  CommandExecutor,
  type WrittenEvent,
} from '../../../infrastructure/commands/command-executor';
import { createCausedContext } from '../../../infrastructure/commands/command-context';
import type { EventReactor } from '../../../infrastructure/projection/event-reactor';
import { submissionDecider } from '../../submissions/domain/submission.decider';
import { botDecider } from '../domain/bot.decider';

/**
 * SubmissionReviewed(approved) on a submission stream → BotPublished on the bot's stream.
 * Idempotent: the publish command's id derives from the review event's id, so running twice
 * (from the review handler and from the projector's pass) appends once.
 */
@Injectable()
export class ApprovalProcessManager implements EventReactor {
  private readonly logger = new Logger('ApprovalProcessManager');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly executor: CommandExecutor,
  ) {}

  async react(events: WrittenEvent[]): Promise<void> {
    await this.handle(events);
  }

  /** Publishes every approved bot among the events; returns the highest position written. */
  async handle(events: WrittenEvent[]): Promise<number> {
    let position = 0;
    for (const event of events) {
      if (event.type !== 'SubmissionReviewed') continue;
      const review = event.data as SubmissionReviewed['data'];
      if (review.decision !== 'approved') continue;
      position = Math.max(position, await this.publish(event, review));
    }
    return position;
  }

  private async publish(event: WrittenEvent, review: SubmissionReviewed['data']): Promise<number> {
    const past = await this.store.readStream(submissionStream(review.submissionId));
    const submission = past.reduce(
      (state, recorded) => submissionDecider.evolve(state, recorded as never),
      submissionDecider.initialState,
    );
    if (submission.status === 'none') return 0;
    const actor = { ...event.metadata.actor, isStaff: true };
    const context = createCausedContext(event, 'PublishBot', actor, event.metadata.occurredAt);
    try {
      const outcome = await this.executor.execute({
        decider: botDecider,
        streamId: botStream(review.botId),
        command: {
          type: 'PublishBot',
          botId: review.botId,
          submissionId: review.submissionId,
          bot: submission.bot,
          approvedBy: review.reviewerId,
        },
        context,
      });
      return outcome.position;
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'conflict') {
        this.logger.warn(`Bot ${review.botId} not published: ${error.message}`);
        return 0;
      }
      throw error;
    }
  }
}
