import {
  BOT_ID_PATH_ERRORS,
  LOGIN_ERRORS,
  queryParam,
  type OperationTable,
} from '../operation-doc';
import { BOT_DATA } from './submissions.operations';

const OWNER_ERRORS = { ...BOT_ID_PATH_ERRORS, ...LOGIN_ERRORS, 403: 'BOT.NOT_OWNER' };

/** Routes of a logged-in developer on bots: edits, ratings, votes, tokens, analytics. */
export const DEVELOPER_OPERATIONS: OperationTable = {
  'GET /api/user/bots': {
    tag: 'Bots',
    summary: "The caller's bots, any status",
    auth: 'session',
    limit: 'gets',
    success: {
      status: 200,
      description: '`DashboardBotView[]`: each bot with `tokenIssuedAt` (never the token).',
      schema: { type: 'array', items: { type: 'object' } },
    },
    errors: LOGIN_ERRORS,
  },
  'PUT /api/bots/{id}': {
    tag: 'Bots',
    summary: 'Edit a bot (owner or staff)',
    auth: 'session',
    body: { type: 'object', required: ['botData'], properties: { botData: BOT_DATA } },
    success: { status: 200, description: '`{ botId }`.' },
    errors: { ...OWNER_ERRORS, 400: 'BOT.INVALID_ID, VALIDATION.FAILED', 409: 'BOT.NAME_TAKEN' },
  },
  'DELETE /api/bots/{id}': {
    tag: 'Bots',
    summary: 'Delete a bot (owner or staff)',
    auth: 'session',
    success: { status: 200, description: '`{ botId, status: "deleted" }`.' },
    errors: OWNER_ERRORS,
  },
  'POST /api/bots/{id}/rating': {
    tag: 'Bots',
    summary: 'Rate a public bot',
    auth: 'session',
    body: {
      type: 'object',
      required: ['stars'],
      properties: { stars: { type: 'integer', minimum: 1, maximum: 5 } },
    },
    success: { status: 200, description: '`{ botId, stars }`.' },
    errors: {
      ...BOT_ID_PATH_ERRORS,
      400: 'BOT.INVALID_ID, RATING.INVALID_STARS',
      ...LOGIN_ERRORS,
      403: 'RATING.OWN_BOT',
      404: 'RATING.BOT_NOT_PUBLIC',
    },
  },
  'POST /api/bots/{id}/votes': {
    tag: 'Votes',
    summary: 'Vote for a public bot',
    auth: 'session',
    limit: 'votes',
    success: { status: 201, description: '`{ botId, votedAt, nextVoteAt }`.' },
    errors: {
      400: 'BOT.INVALID_ID',
      ...LOGIN_ERRORS,
      403: 'VOTE.OWN_BOT',
      404: 'VOTE.BOT_NOT_PUBLIC',
      429: 'VOTE.COOLDOWN',
    },
  },
  'GET /api/bots/{id}/votes/me': {
    tag: 'Votes',
    summary: "The caller's vote cooldown on the bot",
    auth: 'session',
    limit: 'gets',
    success: { status: 200, description: '`{ votedAt, retryAfter }` (0 = may vote).' },
    errors: { 400: 'BOT.INVALID_ID', ...LOGIN_ERRORS },
  },
  'POST /api/bots/{id}/token': {
    tag: 'Bot API',
    summary: 'Issue or rotate the bot API token (owner or an Administrator)',
    description:
      'The token is shown once; a new token invalidates the old one at once. No Idempotency-Key: a repeat mints a new token. Issued by someone other than the owner, the owner is notified.',
    auth: 'session',
    success: { status: 201, description: '`{ token }`.' },
    errors: OWNER_ERRORS,
  },
  'GET /api/bots/{id}/token': {
    tag: 'Bot API',
    summary: 'When the current token was issued (never the token)',
    auth: 'session',
    limit: 'gets',
    success: { status: 200, description: '`{ issuedAt }` (null before the first token).' },
    errors: OWNER_ERRORS,
  },
  'GET /api/user/bots/{id}/analytics': {
    tag: 'Analytics',
    summary: 'Daily views, invite clicks, votes, ratings and server count (owner or staff)',
    auth: 'session',
    limit: 'gets',
    query: [queryParam('days', 'Default 30.', { type: 'integer', enum: [30, 90] })],
    success: {
      status: 200,
      description:
        '`{ botId, days, series: [{ day, views, inviteClicks, votes, ratings, serverCount }] }`, oldest day first.',
    },
    errors: { ...OWNER_ERRORS, 400: 'BOT.INVALID_ID, QUERY.INVALID' },
  },
};
