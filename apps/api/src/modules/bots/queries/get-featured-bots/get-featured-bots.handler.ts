import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { withCategoryNames } from '@botdir/contracts';
import { READ_STORE, type ReadStore } from '@botdir/read-store';
import { GetFeaturedBotsQuery } from './get-featured-bots.query';

@QueryHandler(GetFeaturedBotsQuery)
export class GetFeaturedBotsHandler implements IQueryHandler<GetFeaturedBotsQuery> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async execute({ limit }: GetFeaturedBotsQuery) {
    return (await this.readStore.featuredBots(limit)).map(withCategoryNames);
  }
}
