import { Query } from '@nestjs/cqrs';
import type { DashboardBotView, WithCategoryNames } from '@botdir/contracts';

export class GetUserBotsQuery extends Query<WithCategoryNames<DashboardBotView>[]> {
  constructor(readonly userId: string) {
    super();
  }
}
