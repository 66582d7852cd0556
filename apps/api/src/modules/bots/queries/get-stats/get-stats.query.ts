import { Query } from '@nestjs/cqrs';
import type { StatsView } from '@botdir/contracts';

export class GetStatsQuery extends Query<StatsView> {}
