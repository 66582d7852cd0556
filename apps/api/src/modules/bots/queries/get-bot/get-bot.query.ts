import { Query } from '@nestjs/cqrs';
import type { BotView, CommandActor, WithCategoryNames } from '@botdir/contracts';

export class GetBotQuery extends Query<WithCategoryNames<BotView>> {
  constructor(
    readonly botId: number,
    readonly viewer: CommandActor | null,
  ) {
    super();
  }
}
