import { DISCORD_ID_PATTERN, PLATFORM_LIMITS } from '@botdir/contracts';
import { queryParam, type OperationTable, type SchemaObject } from '../operation-doc';

const { shardsMax, serverCountMax, userCountMax } = PLATFORM_LIMITS;
const servers = { type: 'integer', minimum: 0, maximum: serverCountMax } as const;
const shardTotal = { type: 'integer', minimum: 0, maximum: shardsMax } as const;

const STATS_BODY: SchemaObject = {
  description:
    "Any of the shapes other lists accept; other fields are ignored. A post with `shard_id` replaces that shard's count and the bot's count is the sum. Every count is bounded (400 STATS.INVALID naming the field): at most 10,000 shards, 50,000,000 servers per shard and in total, 10,000,000,000 users.",
  oneOf: [
    {
      type: 'object',
      required: ['server_count'],
      properties: {
        server_count: servers,
        shard_count: shardTotal,
        shard_id: { type: 'integer', minimum: 0, maximum: shardsMax - 1 },
        shards: { type: 'array', maxItems: shardsMax, items: servers },
      },
    },
    {
      type: 'object',
      required: ['serverCount'],
      properties: { serverCount: servers, shardCount: shardTotal },
    },
    {
      type: 'object',
      required: ['guilds'],
      properties: {
        guilds: servers,
        users: { type: 'integer', minimum: 0, maximum: userCountMax },
      },
    },
  ],
};

const STATS_ANSWER = {
  status: 200,
  description: 'The counts now recorded.',
  schema: { $ref: '#/components/schemas/BotStats' },
};
const STATS_ERRORS = {
  400: 'STATS.INVALID',
  401: 'TOKEN.INVALID',
  429: 'STATS.COOLDOWN',
};
const userIdParam = queryParam(
  'userId',
  'The Discord user id (17-19 digits, no leading zero).',
  { type: 'string', pattern: DISCORD_ID_PATTERN.source },
  true,
);
const VOTED = {
  status: 200,
  description: '`{ voted: 1 }` when the user voted for the bot in the last 12 hours.',
  schema: { type: 'object', properties: { voted: { type: 'integer', enum: [0, 1] } } },
};

/** The routes a bot calls with its token; the drop-in ones match the biggest list's SDKs. */
export const BOT_API_OPERATIONS: OperationTable = {
  'POST /api/bots/{id}/stats': {
    tag: 'Bot API',
    summary: "Post the bot's server count",
    auth: 'botToken',
    limit: 'stats',
    body: STATS_BODY,
    success: STATS_ANSWER,
    errors: { ...STATS_ERRORS, 400: 'BOT.INVALID_ID, STATS.INVALID' },
  },
  'POST /api/bots/stats': {
    tag: 'Bot API',
    summary: "Post the server count of the token's bot (drop-in route)",
    auth: 'botToken',
    limit: 'stats',
    body: STATS_BODY,
    success: STATS_ANSWER,
    errors: STATS_ERRORS,
  },
  'GET /api/bots/check': {
    tag: 'Bot API',
    summary: "Has the user voted for the token's bot in the last 12 hours (drop-in route)",
    auth: 'botToken',
    limit: 'gets',
    query: [userIdParam],
    success: VOTED,
    errors: { 400: 'QUERY.INVALID', 401: 'TOKEN.INVALID' },
  },
  'GET /api/bots/{id}/votes/check': {
    tag: 'Bot API',
    summary: 'Has the user voted for this bot in the last 12 hours',
    description: "The token must be this bot's.",
    auth: 'botToken',
    limit: 'gets',
    query: [userIdParam],
    success: VOTED,
    errors: { 400: 'BOT.INVALID_ID, QUERY.INVALID', 401: 'TOKEN.INVALID' },
  },
};
