import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE, type BotPage, type ReadStore } from '@botdir/read-store';
import { GetBotsQuery } from './get-bots.query';

@QueryHandler(GetBotsQuery)
export class GetBotsHandler implements IQueryHandler<GetBotsQuery, BotPage> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  execute({ params }: GetBotsQuery): Promise<BotPage> {
    return this.readStore.listBots(params);
  }
}
