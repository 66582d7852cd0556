import { Query } from '@nestjs/cqrs';
import type { TrendingBotView, WithCategoryNames } from '@botdir/contracts';
import type { TrendingQuery } from '@botdir/read-store';

export class GetTrendingBotsQuery extends Query<WithCategoryNames<TrendingBotView>[]> {
  constructor(readonly params: TrendingQuery) {
    super();
  }
}
