import { BOT_ID_PATH_ERRORS, queryParam, type OperationTable } from '../operation-doc';

const limitParam = queryParam('limit', 'How many to return.', { type: 'integer', minimum: 1 });
const botArray = { type: 'array', items: { $ref: '#/components/schemas/BotView' } } as const;

export const PUBLIC_READ_OPERATIONS: OperationTable = {
  'GET /api/bots': {
    tag: 'Bots',
    summary: 'List approved bots',
    limit: 'gets',
    query: [
      queryParam('search', 'Text to match in names, descriptions and tags.'),
      queryParam('category', 'A category id or name, any case (`music`, `Music`).'),
      queryParam('sort', 'Default newest (relevance when searching).', {
        type: 'string',
        enum: ['newest', 'rating', 'name', 'relevance', 'servers', 'votes'],
      }),
      queryParam('limit', 'Page size, default 20, at most 100.', { type: 'integer' }),
      queryParam('offset', 'How many matches to skip.', { type: 'integer', minimum: 0 }),
      queryParam(
        'cursor',
        'The `X-Next-Cursor` of the previous page: the next page of the same listing (same sort and filters, no search, no offset), as fast at any depth.',
      ),
      queryParam('days', 'Only bots created within the last N days (1-365).', { type: 'integer' }),
      queryParam('approved', 'Accepted; only approved bots are ever public.'),
    ],
    success: {
      status: 200,
      description:
        'Bots; the `X-Total-Count` header holds the number of all matches. A search counts up to 10,000: above that `X-Total-Count` is 10000 and `X-Total-Approximate: true`. A full page of a listing without search carries `X-Next-Cursor`.',
      schema: botArray,
    },
    errors: { 400: 'QUERY.INVALID' },
  },
  'GET /api/bots/featured': {
    tag: 'Bots',
    summary: 'Bots selected by the team',
    limit: 'gets',
    query: [limitParam],
    success: { status: 200, description: 'Bots.', schema: botArray },
    errors: { 400: 'QUERY.INVALID' },
  },
  'GET /api/bots/trending': {
    tag: 'Bots',
    summary: 'Bots ranked by distinct invite clicks or votes in a window',
    limit: 'gets',
    query: [
      queryParam('window', 'Default week.', { type: 'string', enum: ['week', 'month', 'all'] }),
      queryParam('by', 'Default invites.', { type: 'string', enum: ['invites', 'votes'] }),
      limitParam,
    ],
    success: { status: 200, description: 'Bots, each with a `trendingScore`.', schema: botArray },
    errors: { 400: 'QUERY.INVALID' },
  },
  'GET /api/bots/{id}': {
    tag: 'Bots',
    summary: 'One bot by its numeric id',
    description: 'Public bots to anyone; a pending or rejected bot only to its owner and staff.',
    limit: 'gets',
    success: {
      status: 200,
      description:
        "The bot, with `status`: `live` (public), or `pending`/`rejected` (its owner's and staff's view).",
      schema: { $ref: '#/components/schemas/BotView' },
    },
    errors: BOT_ID_PATH_ERRORS,
  },
  'GET /api/bots/{id}/invite': {
    tag: 'Bots',
    summary: "Redirect to the bot's Discord invite",
    description:
      'Counts one invite click per visitor per day towards trending, for a top-level navigation only (`Sec-Fetch-Dest: document`; without Fetch Metadata, an `Accept` naming text/html): images, scripts, frames and fetches are redirected but count nothing.',
    limit: 'gets',
    success: { status: 302, description: "Redirect to the bot's invite URL." },
    errors: BOT_ID_PATH_ERRORS,
  },
  'GET /api/bots/{id}/stats': {
    tag: 'Bot API',
    summary: "The bot's last accepted server count",
    limit: 'gets',
    success: {
      status: 200,
      description: '`{ server_count, shard_count, shards }`.',
      schema: { $ref: '#/components/schemas/BotStats' },
    },
    errors: BOT_ID_PATH_ERRORS,
  },
  'POST /api/bots/{id}/views': {
    tag: 'Bots',
    summary: 'Record a page view for the owner analytics',
    description: 'One view per visitor per bot per day.',
    success: { status: 204, description: 'Recorded (or already counted today).' },
    errors: BOT_ID_PATH_ERRORS,
  },
  'GET /api/categories': {
    tag: 'Bots',
    summary: 'All categories with the number of approved bots in each',
    limit: 'gets',
    success: {
      status: 200,
      description: '`{ id, name, icon, description, color, botCount }[]`.',
      schema: { type: 'array', items: { type: 'object' } },
    },
  },
  'GET /api/stats': {
    tag: 'Bots',
    summary: 'Directory totals',
    limit: 'gets',
    success: {
      status: 200,
      description: '`{ totalBots, categories }`.',
      schema: {
        type: 'object',
        properties: { totalBots: { type: 'integer' }, categories: { type: 'integer' } },
      },
    },
  },
  'GET /api/openapi.json': {
    tag: 'Operations',
    summary: 'This OpenAPI document',
    limit: 'gets',
    success: { status: 200, description: 'The OpenAPI 3 document (cacheable).' },
  },
};
