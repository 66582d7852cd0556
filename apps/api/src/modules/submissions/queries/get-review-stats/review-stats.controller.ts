import { Controller, Get } from '@nestjs/common';
import type { ReviewStatsView } from '@botdir/contracts';
import { PublicRead } from '@api/infrastructure/policy/route-policy.decorators';
import { ReviewFigures } from '@api/modules/submissions/application/review-figures';

@Controller('api/stats')
export class ReviewStatsController {
  constructor(private readonly figures: ReviewFigures) {}

  /** Public and cacheable: the same figure the success page, the dashboard and the guide quote. */
  @PublicRead({ readModels: ['submissions'], ttl: 60 })
  @Get('review')
  review(): Promise<ReviewStatsView> {
    return this.figures.stats();
  }
}
