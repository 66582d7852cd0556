import { botStatsSchema } from '@botdir/contracts';
import { describeRoutes, type RouteDoc } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { platformErrors } from '../../domain/platform.errors';
import { ReportBotStatsController } from './report-bot-stats.controller';

const STATS_POST: RouteDoc = {
  section: 'Bot API',
  summary: "Post the bot's server count",
  botToken: true,
  limit: {
    text: '1 accepted stats post per minute per bot',
    error: platformErrors.statsCooldown(60),
  },
  body: {
    schema: botStatsSchema,
    description:
      "`{ server_count, shard_count?, shard_id?, shards?: number[] }`, `{ serverCount, shardCount? }` or `{ guilds, users? }` (other fields ignored). A post with `shard_id` replaces that shard's count and the bot's count is the sum; `shards` lists every shard's count. Every count is bounded: at most 10,000 shards, 50,000,000 servers per shard and in total, 10,000,000,000 users.",
    fields: {
      server_count: 'Servers (also `serverCount` or `guilds`).',
      shard_id: "Optional: this shard's count; the shards' counts are summed.",
      shard_count: 'Optional: how many shards the bot runs.',
    },
    invalid: platformErrors.statsInvalid(),
  },
  answer: {
    status: 200,
    description: '`{ server_count, shard_count, shards }`: the counts now recorded.',
    schema: { $ref: '#/components/schemas/BotStats' },
  },
  errors: [platformErrors.tokenInvalid()],
};

export const reportBotStatsDocs = describeRoutes(ReportBotStatsController, {
  report: {
    ...STATS_POST,
    errors: [httpErrors.invalidBotId(), platformErrors.tokenInvalid()],
    webPage: {
      summary:
        "Post your bot's server count with its API token (Authorization: <token> or Bearer <token>).",
    },
  },
  reportForToken: {
    ...STATS_POST,
    summary: "Post the server count of the token's bot (drop-in route)",
  },
});
