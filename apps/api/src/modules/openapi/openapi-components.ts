import type { SchemaObject } from '@api/infrastructure/api-docs/route-doc';
import type { DescribedRoute } from './described-routes';

/** The overview: every limit any route states, once each. */
export function apiDescription(routes: readonly DescribedRoute[]): string {
  const limits = [...new Set(routes.flatMap((route) => route.limits))];
  return [
    'The HTTP API of the Discord bot directory. Every answer is JSON; every error is an `ApiError` `{ statusCode, code, message, fields? }`.',
    '',
    'Limits:',
    ...limits.map((text) => `- ${text.replace('Rate limit: ', '')}`),
    '',
    'Writes accept an `Idempotency-Key` header: a retry with the same key returns the first answer and appends nothing.',
    'Writes from a browser must be same-origin; public GETs and the bot API are open to any origin.',
  ].join('\n');
}

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
