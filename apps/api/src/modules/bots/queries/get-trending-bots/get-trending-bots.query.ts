import type { TrendingQuery } from '@botdir/read-store';

export class GetTrendingBotsQuery {
  constructor(readonly params: TrendingQuery) {}
}
