import { Inject, Injectable } from '@nestjs/common';
import { botReviewStream, parseReviewId, type CommandActor } from '@botdir/contracts';
import { BOT_REVIEW_READS, type BotReviewReads } from '@botdir/read-store';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import type { ReviewCommand, ReviewedBot } from '../domain/review.commands';
import { reviewDecider } from '../domain/review.decider';
import { reviewErrors } from '../domain/review.errors';
import { botOwnerIds } from './bot-owners';

/** What a review command changed: whether anything was recorded. */
export interface ReviewOutcome {
  changed: boolean;
}

/**
 * Runs review commands on the author's review stream; the bot is only read (is it public, who
 * owns it). Every write settles, so the answer's next read sees it.
 */
@Injectable()
export class ReviewCommands {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(BOT_REVIEW_READS) private readonly reads: BotReviewReads,
  ) {}

  /** Read from the bots read model, as reports do (modules do not load each other's streams). */
  async reviewedBot(botId: number): Promise<ReviewedBot> {
    const bot = await this.reads.getBot(botId);
    return { isPublic: bot?.status === 'live', ownerIds: botOwnerIds(bot) };
  }

  /** The bot and author a review id names; a malformed id, or one of another bot, is a 404. */
  locate(reviewId: string, botId?: number): { botId: number; authorId: string } {
    const located = parseReviewId(reviewId);
    if (!located || (botId !== undefined && located.botId !== botId)) {
      throw reviewErrors.notFound();
    }
    return located;
  }

  async run(
    actor: CommandActor,
    botId: number,
    authorId: string,
    command: ReviewCommand,
  ): Promise<ReviewOutcome> {
    const context = createCommandContext({ actor, commandType: command.type });
    const outcome = await this.executor.execute({
      decider: reviewDecider,
      streamId: botReviewStream(botId, authorId),
      command,
      context,
    });
    await this.executor.settle(outcome);
    return { changed: outcome.events.length > 0 };
  }
}
