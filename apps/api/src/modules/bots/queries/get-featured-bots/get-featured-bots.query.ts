import { Query } from '@nestjs/cqrs';
import type { BotView, WithCategoryNames } from '@botdir/contracts';

export class GetFeaturedBotsQuery extends Query<WithCategoryNames<BotView>[]> {
  constructor(readonly limit: number) {
    super();
  }
}
