import { Query } from '@nestjs/cqrs';
import type { UserBotView, WithCategoryNames } from '@botdir/contracts';

export class GetUserBotsQuery extends Query<WithCategoryNames<UserBotView>[]> {
  constructor(readonly userId: string) {
    super();
  }
}
