import { Command } from '@nestjs/cqrs';
import type { StatsPost } from '@botdir/contracts';

export interface ReportedStats {
  server_count: number;
  shard_count: number;
  shards: number[];
}

export class ReportBotStatsCommand extends Command<ReportedStats> {
  constructor(
    /** The Authorization header as sent. */
    readonly authorization: string | string[] | undefined,
    /** The bot the route names; absent on the drop-in `POST /api/bots/stats`. */
    readonly botId: number | undefined,
    readonly post: StatsPost,
    readonly idempotencyKey: string | null,
  ) {
    super();
  }
}
