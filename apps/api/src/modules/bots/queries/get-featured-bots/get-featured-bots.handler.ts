import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { BotView } from '@botdir/contracts';
import { READ_STORE, type ReadStore } from '@botdir/read-store';
import { GetFeaturedBotsQuery } from './get-featured-bots.query';

@QueryHandler(GetFeaturedBotsQuery)
export class GetFeaturedBotsHandler implements IQueryHandler<GetFeaturedBotsQuery, BotView[]> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  execute({ limit }: GetFeaturedBotsQuery): Promise<BotView[]> {
    return this.readStore.featuredBots(limit);
  }
}
