import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { TrendingBotView } from '@botdir/contracts';
import { READ_STORE, type ReadStore } from '@botdir/read-store';
import { GetTrendingBotsQuery } from './get-trending-bots.query';

@QueryHandler(GetTrendingBotsQuery)
export class GetTrendingBotsHandler implements IQueryHandler<
  GetTrendingBotsQuery,
  TrendingBotView[]
> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  execute({ params }: GetTrendingBotsQuery): Promise<TrendingBotView[]> {
    return this.readStore.trendingBots(params);
  }
}
