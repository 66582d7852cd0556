import { Module } from '@nestjs/common';
import { RateBotController } from './commands/rate-bot/rate-bot.controller';
import { ReviewCommands } from './application/review-commands';
import { HideReviewController } from './commands/hide-review/hide-review.controller';
import { RespondToReviewController } from './commands/respond-to-review/respond-to-review.controller';
import { WriteReviewController } from './commands/write-review/write-review.controller';
import { GetFlaggedReviewsController } from './queries/get-flagged-reviews/get-flagged-reviews.controller';
import { GetReviewsController } from './queries/get-reviews/get-reviews.controller';

/** Written reviews of bots: one per user and bot, owners' replies, helpful marks, flags, hiding. */
@Module({
  controllers: [
    GetReviewsController,
    WriteReviewController,
    RespondToReviewController,
    HideReviewController,
    GetFlaggedReviewsController,
    RateBotController,
  ],
  providers: [ReviewCommands],
})
export class ReviewsModule {}
