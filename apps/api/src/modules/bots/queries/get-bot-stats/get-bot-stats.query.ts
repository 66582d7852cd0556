import { Query } from '@nestjs/cqrs';

/** The drop-in answer of other lists: snake_case, as their SDKs read it. */
export interface PublicBotStats {
  server_count: number;
  shard_count: number;
  shards: number[];
}

export class GetBotStatsQuery extends Query<PublicBotStats> {
  constructor(readonly botId: number) {
    super();
  }
}
