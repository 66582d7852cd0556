import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { withCategoryNames } from '@botdir/contracts';
import { READ_STORE, type ReadStore } from '@botdir/read-store';
import { GetUserBotsQuery } from './get-user-bots.query';

@QueryHandler(GetUserBotsQuery)
export class GetUserBotsHandler implements IQueryHandler<GetUserBotsQuery> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async execute({ userId }: GetUserBotsQuery) {
    return (await this.readStore.userBots(userId)).map(withCategoryNames);
  }
}
