import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { rateBotSchema, type CommandActor } from '@botdir/contracts';
import type { InferType } from 'yup';
import { LoggedInGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { ParseBotIdPipe } from '@api/infrastructure/http/route-ids';
import { YupPipe } from '@api/infrastructure/http/yup.pipe';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';
import { ReviewCommands } from '../../application/review-commands';

/** The route before written reviews: stars alone, kept as the caller's review (its text kept). */
@Controller('api/bots')
@UseGuards(LoggedInGuard)
export class RateBotController {
  constructor(private readonly reviews: ReviewCommands) {}

  // Stars carry no text to spam with: the writes budget, not the reviews one.
  @RateLimit('writes')
  @Post(':id/rating')
  @HttpCode(200)
  async rate(
    @CurrentActor() author: CommandActor,
    @Param('id', ParseBotIdPipe) botId: number,
    @Body(new YupPipe(rateBotSchema)) { stars }: InferType<typeof rateBotSchema>,
  ): Promise<{ botId: number; stars: number }> {
    const bot = await this.reviews.reviewedBot(botId);
    const command = { type: 'PostReview', botId, author, stars, text: null, bot } as const;
    await this.reviews.run(author, botId, author.id, command);
    return { botId, stars };
  }
}
