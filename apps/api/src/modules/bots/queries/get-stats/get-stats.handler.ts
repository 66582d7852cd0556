import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { StatsView } from '@botdir/contracts';
import { READ_STORE, type ReadStore } from '@botdir/read-store';
import { GetStatsQuery } from './get-stats.query';

@QueryHandler(GetStatsQuery)
export class GetStatsHandler implements IQueryHandler<GetStatsQuery> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  execute(): Promise<StatsView> {
    return this.readStore.stats();
  }
}
