import type { SchemaObject } from './operation-doc';
import type { RouteLimit } from './operation-doc';

/** The rate limits, in the words every route's description and the spec's overview use. */
export const RATE_LIMITS_TEXT: Record<RouteLimit, string> = {
  gets: 'Rate limit: 100 GET requests per minute per IP (429 `RATE_LIMIT.EXCEEDED` with `Retry-After`).',
  submissions:
    'Rate limit: 10 submissions per hour per IP, refused attempts included (429 `RATE_LIMIT.EXCEEDED` with `Retry-After`).',
  stats:
    'Rate limit: 1 accepted stats post per minute per bot (429 `STATS.COOLDOWN` with `Retry-After` and `retryAfter`).',
  votes:
    'Rate limit: 1 vote per 12 hours per user per bot (429 `VOTE.COOLDOWN` with `Retry-After` and `retryAfter`).',
};

export const API_DESCRIPTION = [
  'The HTTP API of the Discord bot directory. Every answer is JSON; every error is an `ApiError` `{ statusCode, code, message, fields? }`.',
  '',
  'Limits:',
  ...Object.values(RATE_LIMITS_TEXT).map((text) => `- ${text.replace('Rate limit: ', '')}`),
  '',
  'Writes accept an `Idempotency-Key` header: a retry with the same key returns the first answer and appends nothing.',
  'Writes from a browser must be same-origin; public GETs and the bot API are open to any origin.',
].join('\n');

export const API_ERROR_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['statusCode', 'code', 'message'],
  properties: {
    statusCode: { type: 'integer', example: 404 },
    code: { type: 'string', example: 'BOT.NOT_FOUND', description: 'Stable, machine-readable.' },
    message: { type: 'string', example: 'Bot not found' },
    fields: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'Validation errors: field -> message.',
    },
    retryAfter: { type: 'integer', description: 'Seconds to wait, on cooldowns.' },
  },
};

export const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey' as const,
    in: 'cookie',
    name: 'botdir.sid',
    description: 'The session cookie set by the Discord login (`/auth/discord`).',
  },
  botToken: {
    type: 'apiKey' as const,
    in: 'header',
    name: 'Authorization',
    description:
      "The bot's API token (`POST /api/bots/{id}/token`), sent as `Authorization: <token>` or `Authorization: Bearer <token>`. A missing, wrong or rotated token answers 401 `TOKEN.INVALID`.",
  },
};
