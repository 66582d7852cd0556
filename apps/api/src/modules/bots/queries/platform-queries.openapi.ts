import { DISCORD_ID_PATTERN } from '@botdir/contracts';
import { describeRoutes, queryParam } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { botErrors } from '../domain/bot.errors';
import { platformErrors } from '../domain/platform.errors';
import { PlatformQueriesController } from './platform-queries.controller';

const userIdParam = queryParam(
  'userId',
  'The Discord user id (17-19 digits, no leading zero).',
  { type: 'string', pattern: DISCORD_ID_PATTERN.source },
  true,
);
const VOTED = {
  status: 200,
  description: '`{ voted: 0 | 1 }`: 1 when the user voted for the bot in the last 12 hours.',
  schema: { type: 'object', properties: { voted: { type: 'integer', enum: [0, 1] } } },
};
const OWNER_ERRORS = [httpErrors.invalidBotId(), botErrors.notOwner(), botErrors.notFound()];

export const platformQueriesDocs = describeRoutes(PlatformQueriesController, {
  checkForToken: {
    section: 'Bot API',
    summary: "Has the user voted for the token's bot in the last 12 hours (drop-in route)",
    botToken: true,
    query: [userIdParam],
    answer: VOTED,
    errors: [httpErrors.invalidQuery('userId'), platformErrors.tokenInvalid()],
  },
  check: {
    section: 'Bot API',
    summary: 'Has the user voted for this bot in the last 12 hours',
    description: "The token must be this bot's.",
    botToken: true,
    query: [userIdParam],
    answer: VOTED,
    errors: [
      httpErrors.invalidBotId(),
      httpErrors.invalidQuery('userId'),
      platformErrors.tokenInvalid(),
    ],
    webPage: {
      summary: 'Has a user voted for your bot in the last 12 hours (with the bot API token).',
    },
  },
  stats: {
    section: 'Public reads',
    summary: "The bot's last accepted server count",
    answer: {
      status: 200,
      description: '`{ server_count, shard_count, shards }` (the last accepted post).',
      schema: { $ref: '#/components/schemas/BotStats' },
    },
    errors: [httpErrors.invalidBotId(), botErrors.notListed()],
    webPage: { summary: "The bot's last posted server count." },
  },
  myVote: {
    section: 'Developer',
    summary: "The caller's vote cooldown on the bot",
    answer: {
      status: 200,
      description:
        '`{ votedAt, retryAfter, reminder }`: retryAfter 0 = may vote; reminder: whether a notification is raised when the caller may vote again.',
    },
    errors: [httpErrors.invalidBotId()],
  },
  token: {
    section: 'Developer',
    summary: 'When the current token was issued (never the token)',
    answer: { status: 200, description: '`{ issuedAt }` (null before the first token).' },
    errors: OWNER_ERRORS,
  },
  analytics: {
    section: 'Developer',
    summary: 'Daily views, invite clicks, votes, ratings and server count (owner or staff)',
    query: [queryParam('days', '30 or 90 (default 30).', { type: 'integer', enum: [30, 90] })],
    answer: {
      status: 200,
      description:
        '`{ botId, days, series: [{ day, views, inviteClicks, votes, ratings, serverCount }] }`, every UTC day of the range oldest first (`serverCount` is the last count known that day).',
    },
    errors: [...OWNER_ERRORS, httpErrors.invalidQuery('days')],
  },
});
