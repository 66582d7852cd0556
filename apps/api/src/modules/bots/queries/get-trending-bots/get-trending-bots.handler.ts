import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { withCategoryNames } from '@botdir/contracts';
import { READ_STORE, type ReadStore } from '@botdir/read-store';
import { GetTrendingBotsQuery } from './get-trending-bots.query';

@QueryHandler(GetTrendingBotsQuery)
export class GetTrendingBotsHandler implements IQueryHandler<GetTrendingBotsQuery> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async execute({ params }: GetTrendingBotsQuery) {
    return (await this.readStore.trendingBots(params)).map(withCategoryNames);
  }
}
