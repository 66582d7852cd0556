import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { normaliseText, reviewReasonSchema, type CommandActor } from '@botdir/contracts';
import type { InferType } from 'yup';
import { StaffGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { YupPipe } from '@api/infrastructure/http/yup.pipe';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';
import { ReviewCommands } from '../../application/review-commands';

@Controller('api/admin/reviews')
@UseGuards(StaffGuard)
export class HideReviewController {
  constructor(private readonly reviews: ReviewCommands) {}

  /** Staff hide a review from the public, with a reason its author is notified of. */
  @RateLimit('writes')
  @Post(':reviewId/hide')
  @HttpCode(200)
  async hide(
    @CurrentActor() staff: CommandActor,
    @Param('reviewId') reviewId: string,
    @Body(new YupPipe(reviewReasonSchema)) body: InferType<typeof reviewReasonSchema>,
  ): Promise<{ reviewId: string; hidden: true }> {
    const { botId, authorId } = this.reviews.locate(reviewId);
    const reason = normaliseText(body.reason);
    await this.reviews.run(staff, botId, authorId, { type: 'HideReview', reviewId, staff, reason });
    return { reviewId, hidden: true };
  }
}
