import { Query } from '@nestjs/cqrs';
import type { BotView, WithCategoryNames } from '@botdir/contracts';
import type { ListBotsQuery } from '@botdir/read-store';

export interface NamedBotPage {
  items: WithCategoryNames<BotView>[];
  total: number;
  totalApproximate?: boolean;
  nextCursor?: string;
}

export class GetBotsQuery extends Query<NamedBotPage> {
  constructor(readonly params: ListBotsQuery) {
    super();
  }
}
