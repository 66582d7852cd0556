import { Query } from '@nestjs/cqrs';
import type { BotAnalyticsView, CommandActor } from '@botdir/contracts';

export class GetBotAnalyticsQuery extends Query<BotAnalyticsView> {
  constructor(
    readonly actor: CommandActor,
    readonly botId: number,
    readonly days: number,
  ) {
    super();
  }
}
