import { Body, Controller, HttpCode, Inject, Param, Post, Put, UseGuards } from '@nestjs/common';
import {
  markReviewHelpfulSchema,
  normaliseText,
  replyToReviewSchema,
  reviewReasonSchema,
  type CommandActor,
  type ReviewView,
} from '@botdir/contracts';
import { BOT_REVIEW_READS, type BotReviewReads } from '@botdir/read-store';
import type { InferType } from 'yup';
import { LoggedInGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { ParseBotIdPipe } from '@api/infrastructure/http/route-ids';
import { YupPipe } from '@api/infrastructure/http/yup.pipe';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';
import { ReviewCommands } from '../../application/review-commands';

/** Others' answers to a review: the owners' reply, helpful marks, flags for staff. */
@Controller('api/bots')
@UseGuards(LoggedInGuard)
export class RespondToReviewController {
  constructor(
    private readonly reviews: ReviewCommands,
    @Inject(BOT_REVIEW_READS) private readonly reads: BotReviewReads,
  ) {}

  @RateLimit('writes')
  @Put(':id/reviews/:reviewId/reply')
  @HttpCode(200)
  async reply(
    @CurrentActor() actor: CommandActor,
    @Param('id', ParseBotIdPipe) botId: number,
    @Param('reviewId') reviewId: string,
    @Body(new YupPipe(replyToReviewSchema)) body: InferType<typeof replyToReviewSchema>,
  ): Promise<ReviewView | null> {
    const { authorId } = this.reviews.locate(reviewId, botId);
    const bot = await this.reviews.reviewedBot(botId);
    const text = normaliseText(body.text, 'multi-line');
    await this.reviews.run(actor, botId, authorId, {
      type: 'ReplyToReview',
      reviewId,
      actor,
      text,
      bot,
    });
    return this.reads.authorReview(botId, authorId);
  }

  @RateLimit('votes')
  @Post(':id/reviews/:reviewId/helpful')
  @HttpCode(200)
  async helpful(
    @CurrentActor() actor: CommandActor,
    @Param('id', ParseBotIdPipe) botId: number,
    @Param('reviewId') reviewId: string,
    @Body(new YupPipe(markReviewHelpfulSchema)) body: InferType<typeof markReviewHelpfulSchema>,
  ): Promise<{ reviewId: string; helpful: boolean }> {
    const { authorId } = this.reviews.locate(reviewId, botId);
    const bot = await this.reviews.reviewedBot(botId);
    const helpful = body.helpful ?? true;
    const command = { type: 'MarkReviewHelpful', reviewId, actor, helpful, bot } as const;
    await this.reviews.run(actor, botId, authorId, command);
    return { reviewId, helpful };
  }

  @RateLimit('votes')
  @Post(':id/reviews/:reviewId/flags')
  @HttpCode(201)
  async flag(
    @CurrentActor() actor: CommandActor,
    @Param('id', ParseBotIdPipe) botId: number,
    @Param('reviewId') reviewId: string,
    @Body(new YupPipe(reviewReasonSchema)) body: InferType<typeof reviewReasonSchema>,
  ): Promise<{ reviewId: string; flagged: true }> {
    const { authorId } = this.reviews.locate(reviewId, botId);
    const bot = await this.reviews.reviewedBot(botId);
    const reason = normaliseText(body.reason);
    await this.reviews.run(actor, botId, authorId, {
      type: 'FlagReview',
      reviewId,
      actor,
      reason,
      bot,
    });
    return { reviewId, flagged: true };
  }
}
