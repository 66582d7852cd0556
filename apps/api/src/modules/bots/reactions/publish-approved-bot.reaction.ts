import { Inject, Injectable, Logger } from '@nestjs/common';
import { botStream, DomainError } from '@botdir/contracts';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { DependencyUnavailableError } from '@api/infrastructure/dependencies/dependency-unavailable.error';
import { onEvents } from '@api/infrastructure/reactions/on-events';
import type { Reactor, StoredEventOf } from '@api/infrastructure/reactions/reaction';
import { BOT_READS, type BotReads } from '@botdir/read-store';
import { freeSlugFor } from '../application/free-slug';
import { botDecider } from '../domain/bot.decider';
import { SUBMITTED_BOTS, type SubmittedBots } from './submitted-bots.port';

/**
 * SubmissionReviewed(approved) on a submission stream → PublishBot on the bot's stream (a new bot,
 * or an edit that went back to review). Inline: the approving reviewer's answer shows the bot
 * live, with a free slug from its name (the decider assigns it only to a bot without one). Idempotent: the publish command's id derives from the review event's id, so the inline
 * run and the projector's pass append once. Staff by definition: a reviewer approved it.
 */
@Injectable()
export class PublishApprovedBotReaction implements Reactor {
  private readonly logger = new Logger('PublishApprovedBot');

  readonly reaction = onEvents(['SubmissionReviewed'], (review) => this.publish(review), {
    inline: true,
  });

  constructor(
    private readonly executor: CommandExecutor,
    @Inject(SUBMITTED_BOTS) private readonly submissions: SubmittedBots,
    @Inject(BOT_READS) private readonly reads: BotReads,
  ) {}

  /** Without the read model no slug can be checked: the bot is published without one. */
  private async slugFor(botId: number, name: string): Promise<string | null> {
    try {
      return await freeSlugFor(this.reads, botId, name);
    } catch (error) {
      if (!(error instanceof DependencyUnavailableError)) throw error;
      this.logger.warn(`read store unavailable: bot ${botId} published without a slug`);
      return null;
    }
  }

  private async publish(review: StoredEventOf<'SubmissionReviewed'>): Promise<number> {
    const { decision, botId, submissionId, reviewerId } = review.data;
    if (decision !== 'approved') return 0;
    const bot = await this.submissions.botOf(submissionId);
    if (!bot) return 0;
    const context = createCommandContext({
      commandType: 'PublishBot',
      cause: review,
      actor: { ...review.metadata.actor, isStaff: true },
      now: review.metadata.occurredAt,
    });
    const slug = await this.slugFor(botId, bot.name);
    try {
      const outcome = await this.executor.execute({
        decider: botDecider,
        streamId: botStream(botId),
        command: { type: 'PublishBot', botId, submissionId, bot, approvedBy: reviewerId, slug },
        context,
      });
      return outcome.position;
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'conflict') {
        this.logger.warn(`Bot ${botId} not published: ${error.message}`);
        return 0;
      }
      throw error;
    }
  }
}
