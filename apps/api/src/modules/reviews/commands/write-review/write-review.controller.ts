import { Body, Controller, Delete, HttpCode, Inject, Param, Put, UseGuards } from '@nestjs/common';
import { normaliseText, postReviewSchema, type CommandActor } from '@botdir/contracts';
import { BOT_REVIEW_READS, type BotReviewReads } from '@botdir/read-store';
import type { InferType } from 'yup';
import { LoggedInGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { ParseBotIdPipe } from '@api/infrastructure/http/route-ids';
import { YupPipe } from '@api/infrastructure/http/yup.pipe';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';
import { ReviewCommands } from '../../application/review-commands';
import type { MyReviewAnswer } from '../../queries/get-reviews/get-reviews.controller';

@Controller('api/bots')
@UseGuards(LoggedInGuard)
export class WriteReviewController {
  constructor(
    private readonly reviews: ReviewCommands,
    @Inject(BOT_REVIEW_READS) private readonly reads: BotReviewReads,
  ) {}

  /** Post the caller's one review of the bot, or change it; answers it as now stored. */
  @RateLimit('reviews')
  @Put(':id/reviews/mine')
  @HttpCode(200)
  async post(
    @CurrentActor() author: CommandActor,
    @Param('id', ParseBotIdPipe) botId: number,
    @Body(new YupPipe(postReviewSchema)) body: InferType<typeof postReviewSchema>,
  ): Promise<MyReviewAnswer> {
    const bot = await this.reviews.reviewedBot(botId);
    const text = normaliseText(body.text, 'multi-line');
    const command = { type: 'PostReview', botId, author, stars: body.stars, text, bot } as const;
    await this.reviews.run(author, botId, author.id, command);
    return { review: await this.reads.authorReview(botId, author.id) };
  }

  @RateLimit('writes')
  @Delete(':id/reviews/mine')
  @HttpCode(204)
  async remove(
    @CurrentActor() author: CommandActor,
    @Param('id', ParseBotIdPipe) botId: number,
  ): Promise<void> {
    await this.reviews.run(author, botId, author.id, { type: 'DeleteReview', botId, author });
  }
}
