import { BOT_SORTS } from '@botdir/contracts';
import { describeRoutes, queryParam } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { botErrors } from '../domain/bot.errors';
import { BotQueriesController } from './bot-queries.controller';

const limitParam = queryParam('limit', 'How many to return.', { type: 'integer', minimum: 1 });
const BOTS = { type: 'array', items: { $ref: '#/components/schemas/BotView' } } as const;
const QUERY_ERRORS = [httpErrors.invalidQuery()];

export const botQueriesDocs = describeRoutes(BotQueriesController, {
  list: {
    section: 'Public reads',
    summary: 'List approved bots',
    query: [
      queryParam('search', 'Text to match in names, descriptions and tags.'),
      queryParam('category', 'A category id or name, any case (`music`, `Music`).'),
      queryParam(
        'sort',
        'newest | rating | name | relevance | servers (most servers) | votes (most votes this month, UTC); default newest, relevance when searching. rating weighs the number of votes: a Bayesian average with a prior of 3 stars worth 5 votes.',
        { type: 'string', enum: [...BOT_SORTS] },
      ),
      queryParam(
        'exact',
        '`true`: the search as typed, never corrected (the "Search instead for" link).',
        { type: 'string', enum: ['true', 'false'] },
      ),
      queryParam('limit', 'Page size, default 20, at most 100.', { type: 'integer' }),
      queryParam('offset', 'How many matches to skip.', { type: 'integer', minimum: 0 }),
      queryParam(
        'cursor',
        'The `X-Next-Cursor` of the previous page: keyset paging of a listing without search (same sort and filters, no offset), as fast at page 5,000 as at page 1.',
      ),
      queryParam('days', 'Only bots created within the last N days (1-365).', { type: 'integer' }),
      queryParam('approved', 'Accepted; only approved bots are ever public.'),
    ],
    answer: {
      status: 200,
      description:
        "`BotView[]` (with `categoryNames` beside the `categories` ids). The `X-Total-Count` header holds the number of all matches; a search counts up to 10,000: above that it says 10000 with `X-Total-Approximate: true`. A full page of a listing without search carries `X-Next-Cursor`. A search that finds nothing is answered for its misspelt words corrected (the closest word of live bots' names, tags and categories: one edit up to 4 letters, two above), the corrected search URI-encoded in `X-Did-You-Mean`.",
      schema: BOTS,
    },
    errors: QUERY_ERRORS,
    webPage: {
      summary: 'List approved bots.',
      example: 'curl "https://your-host/api/bots?category=music&sort=rating&limit=5"',
    },
  },
  featured: {
    section: 'Public reads',
    summary: 'Bots selected by the team',
    query: [limitParam],
    answer: { status: 200, description: '`BotView[]`.', schema: BOTS },
    errors: QUERY_ERRORS,
    webPage: {},
  },
  trending: {
    section: 'Public reads',
    summary: 'Bots ranked by distinct invite clicks or votes in a window',
    query: [
      queryParam('window', 'week | month | all (default week).', {
        type: 'string',
        enum: ['week', 'month', 'all'],
      }),
      queryParam('by', 'invites | votes (default invites).', {
        type: 'string',
        enum: ['invites', 'votes'],
      }),
      limitParam,
    ],
    answer: {
      status: 200,
      description:
        '`TrendingBotView[]`: only bots with invite clicks, or votes, in the window; `trendingScore` counts them.',
      schema: BOTS,
    },
    errors: QUERY_ERRORS,
    webPage: {},
  },
  one: {
    section: 'Public reads',
    summary: 'One bot by its id or its Discord application id',
    description:
      'The path names the bot by its numeric id (up to 16 digits), its Discord application id (17 to 19 digits: its public listing) or a slug (reserved for named links: no bot holds one yet, so a slug answers 404); the answer is the bot itself, whichever form named it (no redirect: `id` in the answer is the stable key). Public bots to anyone; a pending or rejected bot only to its owner and staff, by its id.',
    answer: {
      status: 200,
      description:
        "`BotPageView`: `BotView` plus `status`: `live` (public), or `pending`/`rejected` (its owner's and staff's view); `coOwnerIds`, the Discord user ids of its co-owners beside the main owner `submitterId` (they neither vote for nor review it); and what only the bot page shows: `banner` (an https image URL or null), `screenshots` (up to 5 https image URLs) and `slashCommands` (up to 25 `{ name, description }`), empty when the bot has none. `description` is Markdown (CommonMark with tables and fenced code): render it with `renderMarkdown` of libs/contracts, which shows raw HTML as text.",
      schema: { $ref: '#/components/schemas/BotView' },
    },
    errors: [httpErrors.invalidBotRef(), botErrors.notListed()],
    webPage: {},
  },
  categories: {
    section: 'Public reads',
    summary: 'All categories with the number of approved bots in each',
    answer: {
      status: 200,
      description: '`CategoryView[]`: `{ id, name, icon, description, color, botCount }`.',
      schema: { type: 'array', items: { type: 'object' } },
    },
    webPage: {},
  },
  stats: {
    section: 'Public reads',
    summary: 'Directory totals',
    answer: {
      status: 200,
      description: '`StatsView` `{ totalBots, categories }`.',
      schema: {
        type: 'object',
        properties: { totalBots: { type: 'integer' }, categories: { type: 'integer' } },
      },
    },
    webPage: { example: 'curl https://your-host/api/stats\n{"totalBots":1234,"categories":12}' },
  },
  userBots: {
    section: 'Developer',
    summary: "The caller's bots, any status",
    answer: {
      status: 200,
      description:
        '`DashboardBotView[]`: each bot with `tokenIssuedAt` (never the token), and its `banner`, `screenshots` and `slashCommands` (what an edit sends back unchanged).',
      schema: { type: 'array', items: { type: 'object' } },
    },
  },
});
