import { botDataSchema } from '@botdir/contracts';
import type { SchemaObject } from '@api/infrastructure/api-docs/route-doc';
import { yupToOpenApi } from '@api/infrastructure/api-docs/yup-to-openapi';
import { API_ERROR_SCHEMA } from './openapi-components';

/** The shapes several routes share; their TypeScript types are in `libs/contracts/src`. */
export const OPENAPI_SCHEMAS: Record<string, SchemaObject> = {
  ApiError: API_ERROR_SCHEMA,
  BotView: {
    type: 'object',
    description: 'A listed bot (`BotView` in libs/contracts).',
    properties: {
      id: { type: 'integer' },
      name: { type: 'string' },
      shortDescription: { type: 'string' },
      avatar: { type: 'string' },
      categories: { type: 'array', items: { type: 'string' } },
      categoryNames: { type: 'array', items: { type: 'string' } },
      serverCount: { type: 'integer' },
      userCount: { type: 'integer', nullable: true },
      shardCount: { type: 'integer', nullable: true },
      statsUpdatedAt: { type: 'string', format: 'date-time', nullable: true },
      voteCount: { type: 'integer' },
      monthlyVoteCount: { type: 'integer' },
      votesMonth: {
        type: 'string',
        nullable: true,
        description: 'UTC `YYYY-MM` of the monthly count.',
      },
    },
  },
  BotStats: {
    type: 'object',
    properties: {
      server_count: { type: 'integer' },
      shard_count: { type: 'integer', nullable: true },
      shards: { type: 'array', items: { type: 'integer' } },
    },
  },
  BotData: {
    ...yupToOpenApi(botDataSchema),
    description:
      'The submission form (`botDataSchema` in libs/contracts). `description` is Markdown (CommonMark with tables and fenced code; raw HTML is shown as text, links get `rel="nofollow ugc noopener"`, images show only over https). Optional: `banner` and up to 5 `screenshots` (https image URLs, as the avatar), up to 25 `slashCommands` (`name`: 1-32 lower-case letters, digits, `-` or `_`, unique; `description`: 1-100 characters).',
  },
  AuthUserResponse: {
    type: 'object',
    properties: {
      authenticated: { type: 'boolean' },
      user: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          username: { type: 'string' },
          discriminator: { type: 'string' },
          avatar: { type: 'string', nullable: true },
          roles: { type: 'array', items: { type: 'string' } },
          staffRoles: { type: 'array', items: { type: 'string' } },
          isStaff: { type: 'boolean' },
        },
      },
      unreadNotifications: {
        type: 'integer',
        description: 'Unread notifications of the signed-in user (the navbar bell).',
      },
    },
  },
};
