import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { withCategoryNames } from '@botdir/contracts';
import { READ_STORE, type ReadStore } from '@botdir/read-store';
import { GetBotsQuery, type NamedBotPage } from './get-bots.query';

@QueryHandler(GetBotsQuery)
export class GetBotsHandler implements IQueryHandler<GetBotsQuery> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async execute({ params }: GetBotsQuery): Promise<NamedBotPage> {
    const page = await this.readStore.listBots(params);
    return { ...page, items: page.items.map(withCategoryNames) };
  }
}
