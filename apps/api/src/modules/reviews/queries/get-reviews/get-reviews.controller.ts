import { Controller, Get, Inject, Param, Query, UseGuards } from '@nestjs/common';
import {
  REVIEW_PAGES,
  REVIEW_SORTS,
  type CommandActor,
  type ReviewPage,
  type ReviewView,
} from '@botdir/contracts';
import { BOT_REVIEW_READS, type BotReviewReads } from '@botdir/read-store';
import { LoggedInGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import {
  optionalChoice,
  optionalInt,
  type QueryString,
} from '@api/infrastructure/http/query-params';
import { ParseBotIdPipe } from '@api/infrastructure/http/route-ids';
import { PublicRead, RateLimit } from '@api/infrastructure/policy/route-policy.decorators';

const REVIEWS_QUERY = { sort: 'newest', page: 1, limit: REVIEW_PAGES.limit } as const;

/** The answer to `GET .../reviews/mine`: the caller's review, or null when they have none. */
export interface MyReviewAnswer {
  review: ReviewView | null;
}

@Controller('api/bots')
export class GetReviewsController {
  constructor(@Inject(BOT_REVIEW_READS) private readonly reads: BotReviewReads) {}

  /** One page of a bot's reviews staff did not hide, newest or most helpful first. */
  @PublicRead({ readModels: ['reviews'], query: REVIEWS_QUERY })
  @Get(':id/reviews')
  async list(
    @Param('id', ParseBotIdPipe) botId: number,
    @Query() query: QueryString,
  ): Promise<ReviewPage> {
    const sort = optionalChoice(query, 'sort', REVIEW_SORTS) ?? 'newest';
    const page = optionalInt(query, 'page', 1, REVIEW_PAGES.pagesMax) ?? 1;
    const limit = optionalInt(query, 'limit', 1, REVIEW_PAGES.limitMax) ?? REVIEW_PAGES.limit;
    const found = await this.reads.listReviews({ botId, sort, limit, offset: (page - 1) * limit });
    return { ...found, page };
  }

  /** The caller's own review of the bot (a hidden one too: they see that staff hid it). */
  @UseGuards(LoggedInGuard)
  @RateLimit('reads')
  @Get(':id/reviews/mine')
  async mine(
    @CurrentActor() actor: CommandActor,
    @Param('id', ParseBotIdPipe) botId: number,
  ): Promise<MyReviewAnswer> {
    return { review: await this.reads.authorReview(botId, actor.id) };
  }
}
