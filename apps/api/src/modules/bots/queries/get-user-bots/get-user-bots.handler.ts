import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { UserBotView } from '@botdir/contracts';
import { READ_STORE, type ReadStore } from '@botdir/read-store';
import { GetUserBotsQuery } from './get-user-bots.query';

@QueryHandler(GetUserBotsQuery)
export class GetUserBotsHandler implements IQueryHandler<GetUserBotsQuery, UserBotView[]> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  execute({ userId }: GetUserBotsQuery): Promise<UserBotView[]> {
    return this.readStore.userBots(userId);
  }
}
