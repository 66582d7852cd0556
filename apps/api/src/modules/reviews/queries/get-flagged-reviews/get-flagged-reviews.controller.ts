import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import type { FlaggedReviewView } from '@botdir/contracts';
import { BOT_REVIEW_READS, type BotReviewReads } from '@botdir/read-store';
import { StaffGuard } from '@api/infrastructure/auth/auth.guards';
import { optionalInt, type QueryString } from '@api/infrastructure/http/query-params';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';

@Controller('api/admin/reviews')
@UseGuards(StaffGuard)
export class GetFlaggedReviewsController {
  constructor(@Inject(BOT_REVIEW_READS) private readonly reads: BotReviewReads) {}

  /** The Reports tab's flagged reviews: flagged, not yet hidden, newest first. */
  @RateLimit('reads')
  @Get('flagged')
  flagged(@Query() query: QueryString): Promise<FlaggedReviewView[]> {
    const limit = optionalInt(query, 'limit', 1, 200) ?? 50;
    const offset = optionalInt(query, 'offset', 0, 100_000) ?? 0;
    return this.reads.flaggedReviews(limit, offset);
  }
}
